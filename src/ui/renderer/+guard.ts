import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { redirectFor } from '../../core/rules/redirects';
import { readAuthState } from '../../core/use-cases/session';
import type { AppConfig } from '../../composition/app-config';
import { TOKENS } from '../../composition/tokens';
import type { Storages } from '../../ports/storage.port';
import { originalUrl } from './original-url';
import { tabConfig } from './tab-config';

/** The request's cookies on the server, the document's in the browser. */
function cookieText(name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

function loggedIn(pageContext: PageContext): boolean {
  const container = pageContext.isClientSide ? undefined : pageContext.container;
  const cookie = container
    ? container.get<Storages>(TOKENS.Storages).cookie
    : { get: cookieText, set: () => {}, remove: () => {} };
  return readAuthState(cookie).loggedIn;
}

function config(pageContext: PageContext): AppConfig | null {
  if (pageContext.isClientSide) return tabConfig();
  return pageContext.container?.get<AppConfig>(TOKENS.AppConfig) ?? null;
}

/**
 * The SPEC §2 redirect rules for every page, so a navigation inside the app meets the same
 * guards as a first load (which the server checked before rendering): protected routes send a
 * logged-out visitor home, a route whose feature is off goes home, legacy paths to their target.
 */
export function guard(pageContext: PageContext): void {
  const features = config(pageContext)?.whiteLabel.features;
  if (!features) return;
  const { pathname, search } = originalUrl(pageContext);
  const url = `${pathname}${search}`;
  const target = redirectFor({ url, loggedIn: loggedIn(pageContext), features });
  if (target) throw redirect(target.location as `/${string}`, target.status);
}
