import type {
  Conversation,
  ConversationFilter,
  ConversationState,
  Message,
  MessagePage,
  MessageSend,
  PerformerReport,
  Suggestion,
} from '../core/messaging/conversation.model';

/**
 * The chat-engine inbox of SPEC §7; the member's token, read from the session holder (Credentials)
 * at call time, goes with every request. Failures reject with ApiError.
 */
export interface InboxApi {
  /** GET /inbox/list; 'archived' lists the archived conversations, which the other filters leave out. */
  list(filter: ConversationFilter): Promise<Conversation[]>;
  /** GET /inbox/{id}: a page of messages, newest page first (page 0), `limit` default 20. */
  messages(conversationId: number, page: number, limit?: number): Promise<MessagePage>;
  /**
   * POST /inbox/{id} (id 0 starts a new conversation). Returns the stored message with its
   * conversation id. Fails with badRequest.deduct.credits.amount when credits are too low. With a
   * `clientId` the backend sent before, it returns that stored message, storing and charging nothing.
   */
  send(conversationId: number, message: MessageSend): Promise<Message>;
  /** GET /inbox/count-unread. */
  countUnread(): Promise<number>;
  /** PUT /inbox/message/read/{id}. */
  markRead(conversationId: number): Promise<void>;
  /** PUT /inbox/state/{state}; 'delete' deletes, 'archived' and 'unarchived' move it out of and into the list. */
  setState(state: ConversationState, conversationId: number): Promise<void>;
  /** GET /inbox/suggestion-list/{type}. */
  suggestions(
    type: string,
    query: { limit?: number; page?: number; username?: string },
  ): Promise<Suggestion[]>;
  /** Bubble or unbubble a conversation (wire details in docs/api.md). */
  setBubble(conversationId: number, bubbled: boolean): Promise<void>;
  /**
   * PUT /inbox/blocked/{performerId} (our addition, docs/api.md): block or unblock a performer; the
   * backend refuses her messages while she is blocked, and her conversation says `blocked`.
   */
  setBlocked(performerId: number, blocked: boolean): Promise<void>;
  /**
   * POST /inbox/report/{performerId} (our addition, docs/api.md): report a performer with a reason;
   * answers the report's id. A report cannot be taken back.
   */
  report(performerId: number, report: PerformerReport): Promise<{ reportId: string }>;
}
