import type { PageContext } from 'vike/types';

const LEGAL_PAGES = { '/cookies': 'cookies', '/privacy': 'privacy', '/terms-conditions': 'terms' } as const;

/** The legal pages of SPEC §2: /cookies, /privacy and /terms-conditions share one screen. */
export function route(pageContext: PageContext) {
  const page = LEGAL_PAGES[pageContext.urlPathname as keyof typeof LEGAL_PAGES];
  return page ? { routeParams: { page } } : false;
}
