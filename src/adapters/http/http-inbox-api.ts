import type {
  Conversation,
  ConversationFilter,
  ConversationState,
  Message,
  MessagePage,
  MessageSend,
  Suggestion,
} from '../../core/messaging/conversation.model';
import { LIMITS } from '../../core/common/constants.model';
import type { Credentials } from '../../ports/credentials.port';
import type { InboxApi } from '../../ports/inbox-api.port';
import { call, createEngineClient, ignoreBody, type ApiEndpoint, type HttpClient } from './http-client';
import { conversationSchema, messageSchema, suggestionSchema } from './schemas/messaging';
import { asObject, field, isNumber } from './wire';
import type { ListReader } from './wire-list';

function id(value: number): string {
  return encodeURIComponent(String(value));
}

/** The chat-engine inbox over HTTP; the member's token, read at request time, goes with every request (SPEC §7). */
export class HttpInboxApi implements InboxApi {
  private readonly client: HttpClient;

  constructor(
    endpoint: ApiEndpoint,
    credentials: Credentials,
    private readonly lists: ListReader,
  ) {
    this.client = createEngineClient(endpoint, () => credentials.token());
  }

  list(filter: ConversationFilter): Promise<Conversation[]> {
    const request = { method: 'GET', url: '/inbox/list', params: { filter } };
    return call(this.client, request, this.lists.of(conversationSchema, 'GET /inbox/list'));
  }

  messages(conversationId: number, page: number, limit: number = LIMITS.inboxPageSize): Promise<MessagePage> {
    const request = { method: 'GET', url: `/inbox/${id(conversationId)}`, params: { page, limit } };
    return call(this.client, request, (data) => {
      const nextPage = asObject(data).nextPage;
      return {
        messages: this.lists.read(data, 'messages', messageSchema, 'GET /inbox/{id}'),
        nextPage: isNumber(nextPage) ? nextPage : null,
      };
    });
  }

  /** SPEC §7's fields, plus `clientId` when there is one (docs/api.md), so a retry is not stored twice. */
  send(conversationId: number, message: MessageSend): Promise<Message> {
    const { attachment, message: text, partnerId, target, clientId } = message;
    const data = { attachment, message: text, partnerId, target, ...(clientId ? { clientId } : {}) };
    const request = { method: 'POST', url: `/inbox/${id(conversationId)}`, data };
    return call(this.client, request, (data) => asObject(data) as unknown as Message);
  }

  countUnread(): Promise<number> {
    return call(this.client, { method: 'GET', url: '/inbox/count-unread' }, (data) =>
      field(data, 'count', isNumber),
    );
  }

  markRead(conversationId: number): Promise<void> {
    return call(this.client, { method: 'PUT', url: `/inbox/message/read/${id(conversationId)}` }, ignoreBody);
  }

  setState(state: ConversationState, conversationId: number): Promise<void> {
    const request = {
      method: 'PUT',
      url: `/inbox/state/${encodeURIComponent(state)}`,
      data: { id: conversationId },
    };
    return call(this.client, request, ignoreBody);
  }

  suggestions(
    type: string,
    query: { limit?: number; page?: number; username?: string },
  ): Promise<Suggestion[]> {
    const params = {
      limit: query.limit ?? LIMITS.suggestionPageSize,
      page: query.page ?? 0,
      username: query.username,
    };
    const request = { method: 'GET', url: `/inbox/suggestion-list/${encodeURIComponent(type)}`, params };
    return call(this.client, request, this.lists.of(suggestionSchema, 'GET /inbox/suggestion-list'));
  }

  setBubble(conversationId: number, bubbled: boolean): Promise<void> {
    const request = { method: 'PUT', url: `/inbox/bubble/${id(conversationId)}`, data: { bubbled } };
    return call(this.client, request, ignoreBody);
  }
}
