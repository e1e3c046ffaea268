import { act, render, type RenderResult } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PageContext } from 'vike/types';
import type { Locale } from '../../src/core/common/locale.model';
import { AppProvider } from '../../src/ui/app/app-context';
import { ShellProvider } from '../../src/ui/app/shell-context';
import { ShellViewModel } from '../../src/ui/features/shell/view-models/shell.view-model';
import { createI18n, i18nLanguage } from '../../src/ui/i18n/create-i18n';
import { localeTexts } from '../../src/ui/i18n/locales';
import { PageContextProvider } from '../../src/ui/renderer/page-context';
import { createFakeApp, type FakeAppOptions } from '../unit/composition/fake-app';

// jsdom lacks them; the fake world signs its tokens with them, as browsers and Node can.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

export interface TestAppOptions extends FakeAppOptions {
  /** The page's locale; English by default. */
  locale?: Locale;
  /** What the page's context holds besides the locale (its URL, route name, data). */
  pageContext?: Record<string, unknown>;
  /** Where the frame navigates (a logout, a favourite's login); nowhere by default. */
  navigate?: (url: string) => void;
}

/**
 * One component test's world, as a page has it: an App over the fake backend, the frame (shell)
 * over its features, the page's context and the locale's texts. `render` puts a tree inside the
 * providers (and a Suspense boundary, as the lazy drawers and modals have).
 */
export function createTestApp(options: TestAppOptions = {}) {
  const fakeApp = createFakeApp(options);
  const { app } = fakeApp;
  const locale = options.locale ?? 'en';
  const shell = new ShellViewModel(
    {
      performers: app.features.performers,
      account: app.features.account,
      navigate: options.navigate ?? (() => undefined),
      stores: app.stores,
    },
    false,
  );
  const language = i18nLanguage(locale);
  const i18n = createI18n(locale, { [language]: { translation: localeTexts[language as 'en'] } });
  const pageContext = {
    locale,
    urlOriginal: `/${locale}`,
    urlParsed: { searchOriginal: '' },
    config: { routeName: 'home' },
    ...options.pageContext,
  } as unknown as PageContext;
  const wrap = (children: ReactNode) => (
    <PageContextProvider pageContext={pageContext}>
      <AppProvider app={app}>
        <ShellProvider shell={shell}>
          <I18nextProvider i18n={i18n}>
            <Suspense fallback={null}>{children}</Suspense>
          </I18nextProvider>
        </ShellProvider>
      </AppProvider>
    </PageContextProvider>
  );

  /** Logs a seeded member in through the account feature and shows them in the frame. */
  async function logIn(username: string, password: string) {
    const account = await app.features.account();
    const login = await account.login.execute({ username, password });
    if (!login.ok) throw new Error(`login failed: ${login.error.kind}`);
    shell.seed(await account.restoreMember.execute());
  }

  return {
    ...fakeApp,
    shell,
    i18n,
    pageContext,
    wrap,
    logIn,
    render: (ui: ReactNode): RenderResult => render(wrap(ui)),
  };
}

export type TestApp = ReturnType<typeof createTestApp>;

/** Renders `ui` in the providers of a new test App (see createTestApp). */
export function renderWithApp(ui: ReactNode, options: TestAppOptions = {}) {
  const testApp = createTestApp(options);
  return { ...testApp, view: testApp.render(ui) };
}

/**
 * Lets what a click started settle: the use-case's promises over the fake backend, the view
 * model's reaction and the render after it, inside act(). A few turns, as
 * a flow may chain a few (a submit, then the frame's refresh).
 */
export async function settled(turns = 5): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1)
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
