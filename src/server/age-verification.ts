import { Hono } from 'hono';
import { RequestCookieStorage } from '../adapters/storage/request-cookie-storage';
import { ownLocation } from '../core/common/own-path';
import { ConfirmAge } from '../core/shell/confirm-age.use-case';
import { MemoryStorage } from '../adapters/storage/memory-storage';

/**
 * POST /age-verification (form field `path`): the age gate's answer when the page's script has
 * not run yet (a slow phone, a tap during loading). It records the confirmation exactly as the
 * script does and sends the visitor back to the page they were on.
 */
export function ageVerification(secureCookies: () => boolean): Hono {
  const routes = new Hono();
  routes.post('/', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    // Percent-encoded, or home: a Location header takes only ASCII, and only our own paths.
    const path = ownLocation(form.path) ?? '/';
    const cookie = new RequestCookieStorage(c.req.header('cookie'), secureCookies());
    new ConfirmAge({ cookie, local: new MemoryStorage(), session: new MemoryStorage() }).execute();
    const headers = new Headers({ Location: path, 'Cache-Control': 'no-store' });
    for (const header of cookie.setCookieHeaders()) headers.append('Set-Cookie', header);
    return new Response(null, { status: 303, headers });
  });
  return routes;
}
