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
    'i18nResources',
    'browserConfig',
    'member',
    'site',
  ],
} satisfies Config;
