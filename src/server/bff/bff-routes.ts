import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { BackendUrls } from '../../config/backend-config';
import { ERROR_LABELS } from '../../core/common/api-error.model';
import { bffTargets, type BffApi } from './bff-targets';
import {
  adoptsPresentedToken,
  clearTokenCookie,
  issuesToken,
  sessionOf,
  setTokenCookie,
  tokenToSend,
  withoutToken,
  type BffSession,
} from './bff-session';
import { forwardCall, returnedHeaders, type ProxyCall } from './proxy-call';
import { visitorAddress } from './visitor-address';
import { STALE_SESSION, walletBody } from './wallet-body';

export interface BffOptions {
  /** The server's backend urls and keys (the sandbox's or a partner's), read per request. */
  backend: () => BackendUrls;
  secureCookies: () => boolean;
  /** A 5 MB image grows by a third in base64, as the sandbox allows; larger bodies get 413. */
  maxBodyBytes?: number;
  /** How long a backend may take to answer before the browser gets a 502. */
  timeoutMs?: number;
  /** Proxies in front of the site whose X-Forwarded-For entries are trusted (visitor-address.ts). */
  trustedProxies?: () => number;
}

const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;
const NO_STORE = { 'Cache-Control': 'no-store' };

function clientIp(c: Context, trustedProxies: number): string | undefined {
  const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
  return visitorAddress(peer, c.req.header('x-forwarded-for'), trustedProxies);
}

/** The answer to a token-issuing call: the token goes into the HttpOnly cookie, its marker to the page. */
async function tokenAnswer(answer: Response, secure: boolean): Promise<Response> {
  const text = await answer.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: nothing to take out, passed on as it came.
  }
  const split = withoutToken(parsed);
  const headers = returnedHeaders(answer);
  if (!split) return new Response(text, { status: answer.status, headers });
  headers.set('Set-Cookie', setTokenCookie(split.token, secure));
  headers.set('Cache-Control', 'no-store');
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(split.body), { status: answer.status, headers });
}

function answerFor(
  call: ProxyCall,
  answer: Response,
  session: BffSession,
  secure: boolean,
): Promise<Response> | Response {
  const { api } = call.target;
  if (api === 'member' && answer.status === 200 && issuesToken(call.request.method, call.path)) {
    return tokenAnswer(answer, secure);
  }
  const headers = returnedHeaders(answer);
  const adopted = api === 'member' && answer.status === 200 ? adoptsPresentedToken(call.path, session) : null;
  if (adopted) headers.set('Set-Cookie', setTokenCookie(adopted, secure));
  return new Response(answer.body, { status: answer.status, headers });
}

function proxy(api: BffApi, options: BffOptions) {
  return async (c: Context): Promise<Response> => {
    const secure = options.secureCookies();
    const target = bffTargets(options.backend())[api];
    const url = new URL(c.req.url);
    const session = sessionOf(c.req.raw, secure);
    const call: ProxyCall = {
      target,
      // Below the route's prefix (`/api/member` once mounted): the path the backend knows.
      // The API's own address (the geolocation lookup is `GET /api/geo`) is passed on as it is.
      path: url.pathname.slice(c.req.routePath.replace(/\/\*$/, '').length),
      search: url.search,
      request: c.req.raw,
      token: target.sendsToken ? tokenToSend(session) : null,
      clientIp: clientIp(c, options.trustedProxies?.() ?? 0),
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    };
    if (api === 'wallet') {
      const body = await walletBody(c.req.raw, call.path, session);
      // Not the session this browser holds now: nothing to validate; the next page validates the new one.
      if (body === STALE_SESSION) return c.json({ valid: false }, 200, NO_STORE);
      call.body = body;
    }
    let answer: Response;
    try {
      answer = await forwardCall(call);
    } catch {
      // The backend is down or too slow: a plain answer the adapters read as a network failure.
      return c.json({ error: ERROR_LABELS.network }, 502, NO_STORE);
    }
    return answerFor(call, answer, session, secure);
  };
}

/**
 * The backend-for-frontend (docs/decisions.md, 12 "Backend-for-frontend"): the browser's member, engine, geolocation and
 * wallet calls on the site's own origin (`/api/...`, BFF_PATHS), forwarded to the configured
 * backend with its API key and the login token from the HttpOnly cookie; DELETE /api/session
 * clears that cookie (logout). Mounted under `/api`.
 */
export function bffRoutes(options: BffOptions): Hono {
  const app = new Hono();
  app.use(
    bodyLimit({
      maxSize: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      onError: (c) => c.json({ error: ERROR_LABELS.validation }, 413),
    }),
  );
  app.delete('/session', (c) => {
    c.header('Set-Cookie', clearTokenCookie(options.secureCookies()));
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
  for (const api of ['member', 'engine', 'geo', 'wallet'] as const) {
    app.all(`/${api}`, proxy(api, options));
    app.all(`/${api}/*`, proxy(api, options));
  }
  app.all('*', (c) => c.json({ error: ERROR_LABELS.notFound }, 404));
  return app;
}
