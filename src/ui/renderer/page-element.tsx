import type { i18n } from 'i18next';
import type { App } from '../../composition/app';
import { StrictMode, type ComponentType, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PageContext } from 'vike/types';
import { DEFAULT_LOCALE, type Locale } from '../../core/common/locale.model';
import { localizedPath } from '../../core/shell/locale.rules';
import { AppProvider } from '../app/app-context';
import { PageErrorBoundary } from '../components/common/page-error-boundary';
import { ShellProvider } from '../app/shell-context';
import { SiteLayout } from '../layouts/site-layout';
import type { ShellViewModel } from '../features/shell/view-models/shell.view-model';
import { PageContextProvider } from './page-context';

const SITE_NAME = 'LiveCams';

/** The same element tree on server and client, so hydration finds exactly what was rendered. */
export function pageElement(
  pageContext: PageContext,
  app: App,
  i18n: i18n,
  shell: ShellViewModel,
): ReactElement {
  // vike types Page as `unknown` because it does not know our UI framework.
  const Page = pageContext.Page as ComponentType<Record<string, unknown>>;
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <AppProvider app={app}>
          <ShellProvider shell={shell}>
            <I18nextProvider i18n={i18n}>
              <SiteLayout name={pageContext.config.layout ?? 'default'}>
                <PageErrorBoundary
                  key={pageContext.urlOriginal}
                  home={localizedPath('/', pageContext.locale ?? DEFAULT_LOCALE)}
                >
                  {/* One page component (and view model) per page visit: a navigation brings new data. */}
                  <Page {...pageContext.pageProps} />
                </PageErrorBoundary>
              </SiteLayout>
            </I18nextProvider>
          </ShellProvider>
        </AppProvider>
      </PageContextProvider>
    </StrictMode>
  );
}

/** `<html lang>`: Belgian Dutch is the only locale whose code is not its language tag. */
export function htmlLang(locale: Locale | undefined): string {
  const effective = locale ?? DEFAULT_LOCALE;
  return effective === 'be' ? 'nl-BE' : effective;
}

export function documentTitle(pageContext: PageContext): string {
  return pageContext.title ?? pageContext.site?.name ?? SITE_NAME;
}
