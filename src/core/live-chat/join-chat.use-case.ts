import { ERROR_LABELS } from '../common/api-error.model';
import { attempt } from '../common/attempt';
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
  /**
   * Called with the seat once the member API gave it, before the engine takes the visitor: the
   * room's events can be listened to first, so none sent right after entering is missed.
   */
  beforeEnter?(session: ChatSession): void;
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
 * chat everyone joins free; otherwise only members, in paid chat ('membersOnly' for a guest).
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
    if (!free && this.credentials.token() === null) return fail({ kind: 'membersOnly' });
    const kind: ChatKind = free ? 'free' : 'chat';
    const labels = {
      [ERROR_LABELS.deductCredits]: { kind: 'noCredits' },
      [ERROR_LABELS.unauthorized]: { kind: 'notAllowed' },
      [ERROR_LABELS.forbidden]: { kind: 'notAllowed' },
    } as const;
    const session = await attempt(
      () => this.member.joinChat({ performerId: input.performerId, kind }),
      labels,
    );
    if (!session.ok) return session;
    input.beforeEnter?.(session.value);
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
