import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ERROR_LABELS } from '../../core/common/api-error.model';
import { SANDBOX_MAX_BODY_BYTES } from '../sandbox/mount-sandbox';
import { forwardable, forwardedFor, SET_BY_FETCH, UNDONE_BY_FETCH } from './forwarded-headers';

/** The sandbox's slowest answer is its faults tool's latency (10 s at most) on top of real work. */
const TIMEOUT_MS = 30_000;

function remoteAddress(c: Context): string | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
}

/**
 * Sends one request on to the sandbox's process: same method, path, query, headers (cookies too:
 * the sandbox's wallet page reads the site's login cookie, as it did when mounted in the site) and
 * streamed body; the answer comes back as it is, redirects included.
 */
function forwardTo(origin: string) {
  return async (c: Context): Promise<Response> => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const headers = forwardable(request.headers, SET_BY_FETCH);
    const chain = forwardedFor(request.headers.get('x-forwarded-for'), remoteAddress(c));
    if (chain) headers.set('x-forwarded-for', chain);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : request.body;
    let answer: Response;
    try {
      answer = await fetch(`${origin}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body,
        // Node's fetch needs this to stream a request body.
        ...(body ? { duplex: 'half' } : {}),
        redirect: 'manual',
        // A visitor who leaves stops the sandbox's work too.
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(TIMEOUT_MS)]),
      } as RequestInit);
    } catch {
      // The sandbox's process is down or too slow: the answer the BFF gives in that case.
      return c.json({ error: ERROR_LABELS.network }, 502, { 'Cache-Control': 'no-store' });
    }
    return new Response(answer.body, {
      status: answer.status,
      headers: forwardable(answer.headers, UNDONE_BY_FETCH),
    });
  };
}

/**
 * The sandbox's HTTP routes (/sandbox/*) served by its own process at `origin`. Bodies keep the
 * sandbox's limit here, so an oversized upload is refused before it crosses to the other process.
 */
export function sandboxHttpForwarding(origin: string): Hono {
  const routes = new Hono();
  routes.use(
    bodyLimit({
      maxSize: SANDBOX_MAX_BODY_BYTES,
      onError: (c) => c.json({ error: ERROR_LABELS.validation }, 413),
    }),
  );
  routes.all('*', forwardTo(origin));
  return routes;
}
