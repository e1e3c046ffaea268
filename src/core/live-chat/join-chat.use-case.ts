import { ERROR_LABELS } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import { fail, ok, type Result } from '../common/result.model';
import type { ChatEngine } from '../../ports/chat-engine.port';
import type { Credentials } from '../../ports/credentials.port';
import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';
import { canChat, onlineMode } from './chat-availability';
import type { ChatKind, ChatSession, RoomState } from './chat.model';

export interface JoinChatInput {
  performerId: number;
  /** Her online status as last known (SPEC §4 bit flags). */
  onlineStatus: number;
  /** The session of the tab's phone call while it is in call; the call pays a guest's chat. */
  phoneSession?: string | null;
  /**
   * Called with the seat once the member API gave it, before the engine takes the visitor: the
   * room's events can be listened to first, so none sent right after entering is missed. The
   * visitor enters once it settles (the chat channel's subscription took effect).
   */
  beforeEnter?(session: ChatSession): void | Promise<void>;
}

export interface JoinedChat {
  session: ChatSession;
  kind: ChatKind;
  /** The visitor's nickname in the room, when the engine named it. */
  nickname: string | null;
  /** The room as the visitor entered it: her toy, her status, the visitor's show. */
  room: RoomState;
}

/** 'failed': anything unexpected (the network, the backend, a bug); logged, and the visitor may try again. */
export type JoinChatError =
  | { kind: 'offline' }
  | { kind: 'membersOnly' }
  | { kind: 'noCredits' }
  | { kind: 'notAllowed' }
  | { kind: 'failed' };

/**
 * Enters a performer's room (SPEC §4, §6): the member API gives a join token for the kind of chat,
 * the chat engine takes it. She must be able to chat ('offline' otherwise, nothing called). In free
 * chat everyone joins free; otherwise members, and guests whose phone call pays (the session goes
 * with the join), in paid chat ('membersOnly' for a guest without a call, or whose call has ended).
 * The engine's answer tells the room's state (her toy, her status); any unexpected failure is
 * 'failed' (logged), so the visitor is never left entering.
 */
export class JoinChat {
  constructor(
    private readonly member: MemberApi,
    private readonly chat: ChatEngine,
    private readonly credentials: Credentials,
    private readonly logger: Logger,
  ) {}

  async execute(input: JoinChatInput): Promise<Result<JoinedChat, JoinChatError>> {
    try {
      return await this.enter(input);
    } catch (error) {
      this.logger.error('Entering the chat failed', error);
      return fail({ kind: 'failed' });
    }
  }

  private async enter(input: JoinChatInput): Promise<Result<JoinedChat, JoinChatError>> {
    if (!canChat(input.onlineStatus)) return fail({ kind: 'offline' });
    const free = onlineMode(input.onlineStatus) === 'infree';
    const guest = this.credentials.token() === null;
    const dialInSession = guest ? input.phoneSession : null;
    if (!free && guest && !dialInSession) return fail({ kind: 'membersOnly' });
    const kind: ChatKind = free ? 'free' : 'chat';
    const labels: LabelMap<JoinChatError> = {
      [ERROR_LABELS.deductCredits]: { kind: 'noCredits' },
      // A guest refused with a call's session: the call no longer pays (it ended meanwhile).
      [ERROR_LABELS.unauthorized]: { kind: dialInSession ? 'membersOnly' : 'notAllowed' },
      [ERROR_LABELS.forbidden]: { kind: 'notAllowed' },
    };
    const join = { performerId: input.performerId, kind, ...(dialInSession ? { dialInSession } : {}) };
    const session = await attempt(() => this.member.joinChat(join), labels);
    if (!session.ok) return session;
    await input.beforeEnter?.(session.value);
    const joined = await attempt(() => this.chat.join(session.value), labels);
    if (!joined.ok) return joined;
    const nickname = session.value.nickname ?? null;
    return ok({ session: session.value, kind, nickname, room: joined.value });
  }

  /**
   * Enters again with the same token after the chat channel came back: the engine takes a known
   * token as the same visitor (no duplicate session) and tells the room's state, which events lost
   * while the channel was down may have changed. Null when it no longer knows the token.
   */
  async again(session: ChatSession): Promise<RoomState | null> {
    try {
      return await this.chat.join(session);
    } catch {
      return null;
    }
  }
}
