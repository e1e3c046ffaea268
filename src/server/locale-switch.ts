import { Hono } from 'hono';
import { serializeSetCookie } from '../adapters/storage/cookie-header';
import { cookieName } from '../core/common/cookie-name';
import { isLocale, LOCALE_COOKIE, localeSwitchTarget } from '../core/shell/locale.rules';

const LOCALE_COOKIE_SECONDS = LOCALE_COOKIE.maxAgeDays * 86_400;

/**
 * POST /locale (form fields `locale`, `path`): remembers the language in the i18n_redirected
 * cookie (SPEC §9: 365 days, path /, SameSite lax, Secure on https; `__Host-i18n_redirected`
 * with Secure cookies, whose name the pages read) and returns where the
 * browser goes next: JSON `{ redirect }` for the switcher's script, a 303 for a plain form post,
 * so the switch works before the page's JavaScript has loaded, too.
 */
export function localeSwitch(secureCookies: () => boolean): Hono {
  const routes = new Hono();
  routes.post('/', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const locale = form.locale;
    if (!isLocale(locale)) return c.json({ error: 'badRequest.locale' }, 400);
    const path = typeof form.path === 'string' ? form.path : '/';
    const redirect = localeSwitchTarget(path, locale);
    const name = cookieName(LOCALE_COOKIE.name, secureCookies());
    const secure = secureCookies() || new URL(c.req.url).protocol === 'https:';
    c.header(
      'Set-Cookie',
      serializeSetCookie(name, locale, { maxAgeSeconds: LOCALE_COOKIE_SECONDS, secure }),
    );
    c.header('Cache-Control', 'no-store');
    if (c.req.header('accept')?.includes('application/json')) return c.json({ redirect }, 200);
    return c.redirect(redirect, 303);
  });
  return routes;
}
