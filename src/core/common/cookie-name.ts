export const HOST_PREFIX = '__Host-';

/**
 * The name of the cookie that holds a stored key. With Secure cookies it carries the `__Host-`
 * prefix: the browser accepts such a cookie only when it is Secure, of path / and without a
 * domain, so neither a sibling subdomain nor a plain-http page can set or shadow it. Without
 * Secure (SECURE_COOKIES=false on a plain-http host) the prefix is not allowed, so the name is
 * the key itself (docs/decisions.md, 13 "Every cookie under the __Host- prefix").
 */
export function cookieName(key: string, secure: boolean): string {
  return secure ? `${HOST_PREFIX}${key}` : key;
}
