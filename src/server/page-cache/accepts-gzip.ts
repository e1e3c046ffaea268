/** The q of each coding an Accept-Encoding header lists (RFC 9110, 12.5.3), by lower-case name. */
function codings(header: string): Map<string, number> {
  const byName = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name, ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    byName.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return byName;
}

/** Whether a request's Accept-Encoding takes gzip: named with a q above 0, or by `*` if not named. */
export function acceptsGzip(header: string | undefined | null): boolean {
  if (!header) return false;
  const byName = codings(header);
  const q = byName.get('gzip') ?? byName.get('*') ?? 0;
  return q > 0;
}
