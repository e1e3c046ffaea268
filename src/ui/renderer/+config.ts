import type { Config } from 'vike/types';

export default {
  clientRouting: true,
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
