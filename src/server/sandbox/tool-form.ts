import type { Context } from 'hono';

/** What a sandbox tool's form post or script sends: field names to values. */
export type ToolForm = Record<string, unknown>;

/** A script asked for JSON; a browser's form post gets a page (or a redirect) instead. */
export function wantsJson(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('application/json');
}

/** A form post or, for scripts, a JSON body; anything unreadable is an empty form. */
export async function readForm(c: Context): Promise<ToolForm> {
  const json = (c.req.header('content-type') ?? '').includes('application/json');
  const body: unknown = await (json ? c.req.json() : c.req.parseBody()).catch(() => ({}));
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as ToolForm) : {};
}
