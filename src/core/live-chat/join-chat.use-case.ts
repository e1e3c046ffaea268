import { ERROR_LABELS } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import { fail, ok, type Result } from '../common/result.model';
import type { ChatEngine } from '../../ports/chat-engine.port';
import type { Credentials } from '../../ports/credentials.port';
import type { MemberApi } from '../../ports/member-api.port';
import { canChat, onlineMode } from './chat-availability';
import type { ChatKind, ChatSession } from './chat.model';

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
}

export type JoinChatError =
  { kind: 'offline' } | { kind: 'membersOnly' } | { kind: 'noCredits' } | { kind: 'notAllowed' };

/**
 * Enters a performer's room (SPEC §4, §6): the member API gives a join token for the kind of chat,
 * the chat engine takes it. She must be able to chat ('offline' otherwise, nothing called). In free
 * chat everyone joins free; otherwise members, and guests whose phone call pays (the session goes
 * with the join), in paid chat ('membersOnly' for a guest without a call, or whose call has ended).
 */
export class JoinChat {
  constructor(
    private readonly member: MemberApi,
    private readonly chat: ChatEngine,
    private readonly credentials: Credentials,
  ) {}

  async execute(input: JoinChatInput): Promise<Result<JoinedChat, JoinChatError>> {
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
    return ok({ session: session.value, kind, nickname: session.value.nickname ?? null });
  }

  /**
   * Enters again with the same token after the chat channel came back: the engine takes a known
   * token as the same visitor (no duplicate session). False when it no longer knows the token.
   */
  async again(session: ChatSession): Promise<boolean> {
    try {
      await this.chat.join(session);
      return true;
    } catch {
      return false;
    }
  }
}
