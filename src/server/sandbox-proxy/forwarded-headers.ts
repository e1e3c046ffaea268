/** Headers that describe one connection, not the message (RFC 9110 §7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/**
 * What fetch sets itself on the forwarded request: `host` (the target's) and the length (the body
 * is streamed on); `expect` it refuses.
 */
export const SET_BY_FETCH = ['host', 'content-length', 'expect'];

/** What no longer holds of an answer fetch has read: it decodes the body, so its encoding and length. */
export const UNDONE_BY_FETCH = ['content-encoding', 'content-length'];

/** A copy without the connection's own headers (those the Connection header names too) and `drop`. */
export function forwardable(headers: Headers, drop: readonly string[]): Headers {
  const copy = new Headers(headers);
  const named = (headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...named, ...drop]) if (name !== '') copy.delete(name);
  return copy;
}

/**
 * X-Forwarded-For after this hop: the chain the request came with (a load balancer's), then the
 * address this server saw. Appending keeps every hop's word; a backend trusts only the entries its
 * own proxies added, read from the right.
 */
export function forwardedFor(
  chain: string | null | undefined,
  remoteAddress: string | undefined,
): string | null {
  const entries = [chain?.trim(), remoteAddress].filter((entry): entry is string => Boolean(entry));
  return entries.length > 0 ? entries.join(', ') : null;
}
