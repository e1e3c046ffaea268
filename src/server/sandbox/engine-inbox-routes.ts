import { Hono } from 'hono';
import {
  CONVERSATION_FILTERS,
  type ConversationFilter,
  type ReportReason,
} from '../../core/messaging/conversation.model';
import { clientIdOf } from './client-id-input';
import { validationError } from './sandbox-errors';
import { list, reply, type SandboxEnv } from './sandbox-context';
import { intParam, jsonBody, optInt, optString, reqBool, reqInt, strParam } from './sandbox-input';
import { plainQuery } from './sandbox-query';

/** A 5 MB JPEG as a base64 data URL. */
const MAX_ATTACHMENT = 7_000_000;

function filterOf(value: string | undefined): ConversationFilter {
  const filter = value ?? 'all';
  if (!(CONVERSATION_FILTERS as readonly string[]).includes(filter))
    throw validationError('filter is out of range');
  return filter as ConversationFilter;
}

const conversations = reply(async (c, ports) =>
  list(await ports.inbox.list(filterOf(optString(plainQuery(c.req.url), 'filter', 20)))),
);

const suggestions = reply(async (c, ports) => {
  const query = plainQuery(c.req.url);
  const options = {
    limit: optInt(query, 'limit'),
    page: optInt(query, 'page'),
    username: optString(query, 'username', 100),
  };
  return list(await ports.inbox.suggestions(strParam(c, 'type'), options));
});

const messages = reply((c, ports) => {
  const query = plainQuery(c.req.url);
  return ports.inbox.messages(intParam(c, 'id'), optInt(query, 'page') ?? 0, optInt(query, 'limit'));
});

const send = reply(async (c, ports) => {
  const body = await jsonBody(c);
  const nullable = (key: string) =>
    body[key] === null ? null : (optString(body, key, MAX_ATTACHMENT) ?? null);
  return ports.inbox.send(intParam(c, 'id'), {
    attachment: nullable('attachment'),
    message: nullable('message'),
    partnerId: reqInt(body, 'partnerId'),
    target: optString(body, 'target', 100) ?? '',
    ...clientIdOf(body),
  });
});

/** A report of a performer (docs/api.md): the inbox checks the reason and the text's length itself. */
const report = reply(async (c, ports) => {
  const body = await jsonBody(c);
  const reason = optString(body, 'reason', 20) ?? '';
  const text = optString(body, 'text', 2_000) ?? '';
  return ports.inbox.report(intParam(c, 'performerId'), { reason: reason as ReportReason, text });
});

/** The chat-engine inbox (SPEC §7); the member token comes in x-token with every request. */
export function engineInboxRoutes(): Hono<SandboxEnv> {
  // Fixed paths first: routes match in order, and /inbox/:id would swallow them.
  return new Hono<SandboxEnv>()
    .get('/inbox/list', conversations)
    .get(
      '/inbox/count-unread',
      reply(async (_c, ports) => ({ count: await ports.inbox.countUnread() })),
    )
    .get('/inbox/suggestion-list/:type', suggestions)
    .put(
      '/inbox/message/read/:id',
      reply((c, ports) => ports.inbox.markRead(intParam(c, 'id'))),
    )
    .put(
      '/inbox/state/:state',
      reply(async (c, ports) => ports.inbox.setState(strParam(c, 'state'), reqInt(await jsonBody(c), 'id'))),
    )
    .put(
      '/inbox/bubble/:id',
      reply(async (c, ports) =>
        ports.inbox.setBubble(intParam(c, 'id'), reqBool(await jsonBody(c), 'bubbled')),
      ),
    )
    .put(
      '/inbox/blocked/:performerId',
      reply(async (c, ports) =>
        ports.inbox.setBlocked(intParam(c, 'performerId'), reqBool(await jsonBody(c), 'blocked')),
      ),
    )
    .post('/inbox/report/:performerId', report)
    .get('/inbox/:id', messages)
    .post('/inbox/:id', send);
}
