import type { MiddlewareHandler } from 'hono';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import { tokenOf } from './sandbox-context';

/**
 * The sandbox's answers as a partner's backend that speaks only SPEC §3 and §7 would give them
 * (docs/api.md, "A spec-shaped backend"): of each record SPEC lists the fields of, only those
 * fields, without the ones SPEC gives a default for (the IVR session's tariff, ttl and flag), and
 * in SPEC's terms where the sandbox says more (a message names its owner and participant ids, not
 * 'self' or 'other'; a media url is relative to the storage bucket and names no size). Behaviour
 * stays the sandbox's: only the shape of what it says changes. For the contract suites.
 */

type Json = Record<string, unknown>;

/** Who asks and what the world knows of their conversations: a message's parties come from it. */
interface ShapeContext {
  memberId: number | null;
  backend: FakeBackend;
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pick(value: unknown, keys: readonly string[]): Json {
  if (!isRecord(value)) return {};
  return Object.fromEntries(keys.filter((key) => key in value).map((key) => [key, value[key]]));
}

function each(value: unknown, shape: (item: unknown) => unknown): unknown[] {
  return Array.isArray(value) ? value.map(shape) : [];
}

/** `{ result: [...] }` with each item shaped. */
function result(shape: (item: unknown) => unknown): (body: Json) => Json {
  return (body) => ({ result: each(body.result, shape) });
}

const BUNDLE = ['id', 'name', 'cost', 'credits', 'currency', 'meta'];
const METHOD = ['id', 'name', 'image', 'paymentOptionSubList'];
const IVR = ['session', 'callednumber', 'displaynumber', 'expiresAt'];
const BASIC_INFO = ['email', 'username', 'capName', 'credits', 'verified', 'lander'];
const SUGGESTION = ['id', 'username', 'avatar', 'type'];
const SUMMARY = [
  'id',
  'username',
  'age',
  'snapshot',
  'nonude',
  'onlineState',
  'onlineStatus',
  'rating',
  'cybertoy',
  'languages',
];
const CONVERSATION = [
  'id',
  'createdAt',
  'updatedAt',
  'owner',
  'participant',
  'other',
  'isBubble',
  'unread',
  'archived',
  'deleted',
  'favorite',
];
const MESSAGE = ['type', 'id', 'createdAt', 'read', 'attachment', 'content', 'status', 'conversationId'];

const bundle = (item: unknown) => ({
  ...pick(item, BUNDLE),
  meta: pick(pick(item, ['meta']).meta, ['classes']),
});

const method = (item: unknown) => ({
  ...pick(item, METHOD),
  paymentOptionSubList: each(pick(item, ['paymentOptionSubList']).paymentOptionSubList, (option) =>
    pick(option, ['id', 'name']),
  ),
});

const dialInNumber = (item: unknown) => ({
  ...pick(item, ['id', 'image']),
  options: each(pick(item, ['options']).options, (option) => pick(option, ['number', 'tariff'])),
});

/** The sandbox's `/sandbox/media/x.jpg?w=400&h=300` as a bucket's relative, unsized `media/x.jpg`. */
function bucketPath(url: unknown): unknown {
  if (typeof url !== 'string' || !url.startsWith('/sandbox/media/')) return url;
  return url.slice('/sandbox/'.length).split('?')[0];
}

const album = (value: unknown) => {
  const { id, title, cover, items } = pick(value, ['id', 'title', 'cover', 'items']);
  const item = (entry: unknown) => {
    const fields = pick(entry, ['id', 'url', 'title']);
    return { ...fields, url: bucketPath(fields.url) };
  };
  return { id, title, cover: bucketPath(cover), items: each(items, item) };
};

/** A message with its writer as `owner` and the one it is for as `participant`: `{ userid, id }`. */
function message(value: unknown, parties: readonly number[]): Json {
  const writer = pick(value, ['senderId']).senderId;
  const addressee = parties.find((party) => party !== writer);
  const party = (userid: unknown) => ({ userid, id: userid });
  return {
    ...pick(value, MESSAGE),
    owner: party(writer),
    ...(addressee === undefined ? {} : { participant: party(addressee) }),
  };
}

/** The member and the performer of a conversation of the member's: the parties of its messages. */
function partiesOf(conversationId: unknown, ctx: ShapeContext): number[] {
  if (ctx.memberId === null || typeof conversationId !== 'number') return [];
  try {
    const stored = ctx.backend.world.inbox.require(ctx.memberId, conversationId);
    return [stored.memberId, stored.performerId];
  } catch {
    return [];
  }
}

function conversation(value: unknown, ctx: ShapeContext): Json {
  const fields = pick(value, [...CONVERSATION, 'message']);
  const last = fields.message;
  return {
    ...pick(fields, CONVERSATION),
    message: isRecord(last) ? message(last, partiesOf(fields.id, ctx)) : null,
  };
}

type Shape = (body: Json, ctx: ShapeContext, path: string) => Json;

/** The shape of each answer by method and path (below /sandbox/member or /sandbox/engine). */
const SHAPES: [method: string, path: RegExp, shape: Shape][] = [
  ['GET', /^\/member\/bundles$/, result(bundle)],
  ['GET', /^\/member\/payment\/options$/, result(method)],
  ['GET', /^\/member\/payment\/ivr$/, (body) => pick(body, IVR)],
  ['GET', /^\/member\/payment\/dial-in$/, result(dialInNumber)],
  ['GET', /^\/member\/basic-info$/, (body) => pick(body, BASIC_INFO)],
  ['GET', /^\/member\/favourite$/, result((item) => pick(item, ['performerId']))],
  ['GET', /^\/member\/media\/albums\/\d+$/, result(album)],
  ['GET', /^\/member\/media\/album\/\d+\/\d+$/, album],
  [
    'GET',
    /^\/engine\/user\/find$/,
    (body) => ({ ...body, items: each(body.items, (i) => pick(i, SUMMARY)) }),
  ],
  ['GET', /^\/engine\/inbox\/list$/, (body, ctx) => result((item) => conversation(item, ctx))(body)],
  ['GET', /^\/engine\/inbox\/suggestion-list\/[^/]+$/, result((item) => pick(item, SUGGESTION))],
  [
    'GET',
    /^\/engine\/inbox\/\d+$/,
    (body, ctx, path) => {
      const parties = partiesOf(Number(path.split('/').pop()), ctx);
      return { messages: each(body.messages, (m) => message(m, parties)), nextPage: body.nextPage };
    },
  ],
  ['POST', /^\/engine\/inbox\/\d+$/, (body, ctx) => message(body, partiesOf(body.conversationId, ctx))],
];

/**
 * Reshapes the 200 JSON answers of the member API and the chat engine, mounted below /sandbox
 * before their routes. Errors and everything SPEC lists no fields of pass as they are.
 */
export function specShapedAnswers(backend: FakeBackend): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = c.req.path.replace(/^.*?\/sandbox(?=\/(member|engine)\/)/, '');
    const shape = SHAPES.find(([verb, pattern]) => verb === c.req.method && pattern.test(path))?.[2];
    if (!shape || c.res.status !== 200) return;
    const token = tokenOf(c);
    const ctx = { memberId: token === null ? null : backend.world.memberIdFromToken(token), backend };
    const body = (await c.res.json()) as unknown;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(isRecord(body) ? shape(body, ctx, path) : body), {
      status: 200,
      headers,
    });
  };
}

/** A member socket event as a spec-shaped backend sends it: a private message as the inbox's. */
export function specShapedMemberEvent(
  name: string,
  payload: unknown,
  memberId: number | null,
  backend: FakeBackend,
): unknown {
  if (name !== 'privateMessage' || !isRecord(payload)) return payload;
  const parties = partiesOf(payload.conversationId, { memberId, backend });
  return { ...payload, message: message(payload.message, parties) };
}
