import type { Config } from 'vike/types';

export default {
  // vike follows the site's links on the client: a plain click renders the page in the tab, a new
  // page opens at its top, back and forward restore the scroll, and the browser keeps new windows,
  // downloads, other sites and links marked `data-vike="false"` (those that handle their own click).
  clientRouting: true,
  // A page's code loads when a link to it is pointed at (mouse over, touch start), not when the
  // link comes into view: a grid shows dozens of profile links at once.
  prefetchStaticAssets: 'hover',
  // A click during hydration navigates at once instead of waiting for hydration to finish.
  hydrationCanBeAborted: true,
  passToClient: [
    'pageProps',
    'locale',
    'initialState',
    'title',
    'description',
    'seoText',
    'i18nResourcesJson',
    'browserConfig',
    'member',
    'pendingMember',
    'mobileAgent',
    'dialInActive',
    'dialInStored',
    'ageVerified',
    'site',
  ],
  meta: {
    /** Which SPEC §2 layout frames the page: 'default' (the default), 'messenger' or 'streambox'. */
    layout: { env: { server: true, client: true } },
    /** The route's name, for the page-view event and the previous-route record (SPEC §4). */
    routeName: { env: { server: true, client: true } },
    /** The page-only text keys the page's components use (see locale-resources.server.ts). */
    texts: { env: { server: true } },
  },
} satisfies Config;
