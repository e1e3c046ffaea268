import type { BffTarget } from './bff-targets';

/** The browser's request headers a backend needs; everything else (cookies first) stays behind. */
const FORWARDED_HEADERS = ['content-type', 'accept', 'accept-language', 'x-lang'] as const;

/** The backend's answer headers the browser may see; hop-by-hop and Set-Cookie stay behind. */
const RETURNED_HEADERS = [
  'content-type',
  'cache-control',
  'content-language',
  'content-disposition',
  'etag',
  'expires',
  'last-modified',
  'retry-after',
  'vary',
] as const;

export interface ProxyCall {
  target: BffTarget;
  /** The path below the API's same-origin prefix, e.g. `/login`, raw (still percent-encoded). */
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
  request: Request;
  /** The token to send as x-token, already chosen by the caller (never the browser's marker). */
  token: string | null;
  clientIp: string | undefined;
  /** A replacement body (the wallet's validate call); otherwise the browser's body is streamed. */
  body?: string;
  timeoutMs: number;
}

function forwardedHeaders(call: ProxyCall): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = call.request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (call.target.apiKey) headers.set('x-api-key', call.target.apiKey);
  if (call.token) headers.set('x-token', call.token);
  if (call.clientIp) headers.set('x-forwarded-for', call.clientIp);
  return headers;
}

function requestBody(call: ProxyCall): BodyInit | null {
  if (call.request.method === 'GET' || call.request.method === 'HEAD') return null;
  return call.body ?? call.request.body;
}

/**
 * Sends one browser call on to its backend: same method, path, query and body (streamed), only
 * the headers the backend needs, plus the API key and the token. Rejects when the backend cannot
 * be reached or does not answer in time; the caller turns that into a 502.
 */
export function forwardCall(call: ProxyCall): Promise<Response> {
  const url = `${call.target.baseUrl.replace(/\/+$/, '')}${call.path}${call.search}`;
  const body = requestBody(call);
  return fetch(url, {
    method: call.request.method,
    headers: forwardedHeaders(call),
    body,
    // Node's fetch needs this to stream a request body.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    redirect: 'manual',
    signal: AbortSignal.timeout(call.timeoutMs),
  } as RequestInit);
}

/** The headers of the backend's answer that go back to the browser. */
export function returnedHeaders(answer: Response): Headers {
  const headers = new Headers();
  for (const name of RETURNED_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}
