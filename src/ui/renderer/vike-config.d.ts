import type { LayoutName } from '../layouts/layout-name';

/** Our own page settings (declared in renderer/+config.ts `meta`), set in each page's +config.ts. */
declare global {
  namespace Vike {
    interface Config {
      layout?: LayoutName;
      routeName?: string;
      texts?: string[];
    }
    interface ConfigResolved {
      layout?: LayoutName;
      routeName?: string;
      texts?: string[];
    }
  }
}

export {};
