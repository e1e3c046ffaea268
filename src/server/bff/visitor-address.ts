/**
 * The visitor's address as the site can trust it. At the edge (no trusted proxy) it is the peer of
 * the connection, and whatever X-Forwarded-For the client sent is ignored, since anyone can write
 * it. Behind `trustedProxies` load balancers (TRUST_PROXY, docs/deploy.md), each of which appends
 * the address it saw, the visitor is that many entries from the right of the chain that ends with
 * the peer; a shorter chain than promised gives its first entry.
 */
export function visitorAddress(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies <= 0 || peer === undefined) return peer;
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  chain.push(peer);
  return chain[Math.max(0, chain.length - 1 - trustedProxies)];
}

/** TRUST_PROXY: how many proxies in front of the site append to X-Forwarded-For (default 0: none). */
export function trustedProxiesFromEnv(env: Record<string, string | undefined>): number {
  const value = Number(env.TRUST_PROXY ?? '0');
  return Number.isInteger(value) && value >= 0 ? value : 0;
}
