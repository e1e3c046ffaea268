import type {
  Conversation,
  ConversationFilter,
  ConversationState,
  Message,
  MessagePage,
  MessageSend,
  Suggestion,
} from '../core/messaging/conversation.model';

/**
 * The chat-engine inbox of SPEC §7; the member's token, read from the session holder (Credentials)
 * at call time, goes with every request. Failures reject with ApiError.
 */
export interface InboxApi {
  /** GET /inbox/list. */
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
  /** PUT /inbox/state/{state}; 'delete' deletes. */
  setState(state: ConversationState, conversationId: number): Promise<void>;
  /** GET /inbox/suggestion-list/{type}. */
  suggestions(
    type: string,
    query: { limit?: number; page?: number; username?: string },
  ): Promise<Suggestion[]>;
  /** Bubble or unbubble a conversation (wire details in docs/api.md). */
  setBubble(conversationId: number, bubbled: boolean): Promise<void>;
}
