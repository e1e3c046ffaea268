import type { i18n, Resource } from 'i18next';
import type { App } from '../../composition/app';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { navigate } from 'vike/client/router';
import type { PageContextClient } from 'vike/types';
import { DEFAULT_LOCALE } from '../../core/common/locale.model';
import { createBrowserApp } from '../../composition/browser-container';
import { createI18n } from '../i18n/create-i18n';
import type { ShellViewModel } from '../features/shell/view-models/shell.view-model';
import { documentTitle, htmlLang, pageElement } from './page-element';
import { applyPage, createShell } from './shell-for-page';
import { startQueryAction } from './query-actions';
import { startTab } from './start-tab';
import { rememberTabApp } from './tab-state';
import { recordPageView } from './page-views';

// One React root, App and frame for the life of the tab: navigations re-render into them.
let root: Root | undefined;
let app: App | undefined;
let shell: ShellViewModel | undefined;
const i18nByLocale = new Map<string, i18n>();

/** The tab's instance of the page's language, with the texts this page brought added to it. */
function i18nFor(pageContext: PageContextClient): i18n {
  const locale = pageContext.locale ?? DEFAULT_LOCALE;
  const resources = pageContext.i18nResourcesJson
    ? (JSON.parse(pageContext.i18nResourcesJson) as Resource)
    : {};
  let instance = i18nByLocale.get(locale);
  if (!instance) {
    instance = createI18n(locale, resources);
    i18nByLocale.set(locale, instance);
  } else {
    // Each page sends only its own texts: a visit collects them as it goes.
    for (const [language, bundle] of Object.entries(resources))
      instance.addResourceBundle(language, 'translation', bundle.translation, true, true);
  }
  return instance;
}

// Only the first page of a visit carries it: later navigations reuse the tab's App.
function browserConfig(pageContext: PageContextClient) {
  if (!pageContext.browserConfig) throw new Error('The server sent no browser configuration');
  return pageContext.browserConfig;
}

/** Browser side: hydrates the server HTML on first load, then renders each client navigation. */
export function onRenderClient(pageContext: PageContextClient) {
  const element = document.getElementById('root');
  if (!element) throw new Error('The HTML shell has no #root element');
  if (!app) {
    app = createBrowserApp(browserConfig(pageContext));
    rememberTabApp(app);
  }
  // What the member does from this page on (a sign-up, a password reset) is mailed in its language.
  app.setLanguage(pageContext.locale ?? DEFAULT_LOCALE);
  if (!shell) {
    shell = createShell(app, pageContext, (url) => void navigate(url));
    const queryAction = startQueryAction(shell, app, pageContext.locale ?? DEFAULT_LOCALE, (url) =>
      navigate(url),
    );
    startTab(shell, app, { queryAction, dialInStored: pageContext.dialInStored === true });
  } else applyPage(shell, pageContext);
  const tree = pageElement(pageContext, app, i18nFor(pageContext), shell);
  recordPageView(app, pageContext);
  if (pageContext.isHydration) {
    // In a transition, React hydrates in slices that yield to input; its Suspense boundaries
    // (HydrationBoundary) then hydrate one by one, the one a person taps first.
    startTransition(() => {
      root = hydrateRoot(element, tree);
    });
    return;
  }
  root ??= createRoot(element);
  root.render(tree);
  document.title = documentTitle(pageContext);
  document.documentElement.lang = htmlLang(pageContext.locale);
}
