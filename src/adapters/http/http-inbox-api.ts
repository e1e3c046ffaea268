import type {
  Conversation,
  ConversationFilter,
  ConversationState,
  Message,
  MessagePage,
  MessageSend,
  PerformerReport,
  Suggestion,
} from '../../core/messaging/conversation.model';
import { decodeToken } from '../../core/account/token';
import { LIMITS } from '../../core/common/constants.model';
import type { Credentials } from '../../ports/credentials.port';
import type { InboxApi } from '../../ports/inbox-api.port';
import { call, createEngineClient, ignoreBody, type ApiEndpoint, type HttpClient } from './http-client';
import { conversationSchema, messageSchema, suggestionSchema } from './schemas/messaging';
import { asObject, field, isNumber, isString } from './wire';
import type { ListReader } from './wire-list';

/** The readers of one member's messages: who wrote a line depends on who asks (SPEC §3). */
interface MemberSchemas {
  memberId: number | null;
  message: ReturnType<typeof messageSchema>;
  conversation: ReturnType<typeof conversationSchema>;
}

function id(value: number): string {
  return encodeURIComponent(String(value));
}

/**
 * The chat-engine inbox over HTTP; the member's token, read at request time, goes with every
 * request (SPEC §7). Whether a message is the member's own ('self') is read from its owner and
 * participant ids and the member id in that token.
 */
export class HttpInboxApi implements InboxApi {
  private readonly client: HttpClient;
  private schemas: MemberSchemas | null = null;

  constructor(
    endpoint: ApiEndpoint,
    private readonly credentials: Credentials,
    private readonly lists: ListReader,
  ) {
    this.client = createEngineClient(endpoint, () => credentials.token());
  }

  /** The readers for the member whose token goes with the request now. */
  private readers(): MemberSchemas {
    const memberId = decodeToken(this.credentials.token())?.id ?? null;
    if (this.schemas?.memberId !== memberId) {
      this.schemas = {
        memberId,
        message: messageSchema(memberId),
        conversation: conversationSchema(memberId),
      };
    }
    return this.schemas;
  }

  list(filter: ConversationFilter): Promise<Conversation[]> {
    const request = { method: 'GET', url: '/inbox/list', params: { filter } };
    return call(this.client, request, this.lists.of(this.readers().conversation, 'GET /inbox/list'));
  }

  messages(conversationId: number, page: number, limit: number = LIMITS.inboxPageSize): Promise<MessagePage> {
    const request = { method: 'GET', url: `/inbox/${id(conversationId)}`, params: { page, limit } };
    const { message } = this.readers();
    return call(this.client, request, (data) => {
      const nextPage = asObject(data).nextPage;
      return {
        messages: this.lists.read(data, 'messages', message, 'GET /inbox/{id}'),
        nextPage: isNumber(nextPage) ? nextPage : null,
      };
    });
  }

  /** SPEC §7's fields, plus `clientId` when there is one (docs/api.md), so a retry is not stored twice. */
  send(conversationId: number, message: MessageSend): Promise<Message> {
    const { attachment, message: text, partnerId, target, clientId } = message;
    const data = { attachment, message: text, partnerId, target, ...(clientId ? { clientId } : {}) };
    const request = { method: 'POST', url: `/inbox/${id(conversationId)}`, data };
    return call(this.client, request, this.lists.one(this.readers().message, 'POST /inbox/{id}'));
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

  setBlocked(performerId: number, blocked: boolean): Promise<void> {
    const request = { method: 'PUT', url: `/inbox/blocked/${id(performerId)}`, data: { blocked } };
    return call(this.client, request, ignoreBody);
  }

  report(performerId: number, report: PerformerReport): Promise<{ reportId: string }> {
    const data = { reason: report.reason, text: report.text };
    const request = { method: 'POST', url: `/inbox/report/${id(performerId)}`, data };
    return call(this.client, request, (body) => ({ reportId: field(body, 'reportId', isString) }));
  }
}
