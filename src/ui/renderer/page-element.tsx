import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { StrictMode, type ComponentType, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PageContext } from 'vike/types';
import { DEFAULT_LOCALE, type Locale } from '../../core/model/locale';
import { ContainerProvider } from '../app/container-context';
import { DefaultLayout } from '../components/layout/default-layout';
import { stripLocalePrefix } from '../../core/rules/locale';
import { PageContextProvider } from './page-context';

const SITE_NAME = 'LiveCams';

/** The same element tree on server and client, so hydration finds exactly what was rendered. */
export function pageElement(pageContext: PageContext, container: Container, i18n: i18n): ReactElement {
  // vike types Page as `unknown` because it does not know our UI framework.
  const Page = pageContext.Page as ComponentType<Record<string, unknown>>;
  const locale = pageContext.locale ?? DEFAULT_LOCALE;
  const site = pageContext.site ?? {
    name: SITE_NAME,
    footerLinks: { affiliate: '/', company: '/', earnMoney: '/' },
    year: 2026,
  };
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <ContainerProvider container={container}>
          <I18nextProvider i18n={i18n}>
            <DefaultLayout
              locale={locale}
              path={logicalPath(pageContext)}
              whiteLabel={{ name: site.name, footerLinks: site.footerLinks }}
              member={pageContext.member ?? null}
              year={site.year}
            >
              {/* One page component (and view model) per page visit: a navigation brings new data. */}
              <Page key={pageContext.urlOriginal} {...pageContext.pageProps} />
            </DefaultLayout>
          </I18nextProvider>
        </ContainerProvider>
      </PageContextProvider>
    </StrictMode>
  );
}

/** The path the router matched, without locale prefix or query. */
export function logicalPath(pageContext: PageContext): string {
  return stripLocalePrefix(pageContext.urlPathname).path;
}

/** `<html lang>`: Belgian Dutch is the only locale whose code is not its language tag. */
export function htmlLang(locale: Locale | undefined): string {
  const effective = locale ?? DEFAULT_LOCALE;
  return effective === 'be' ? 'nl-BE' : effective;
}

export function documentTitle(pageContext: PageContext): string {
  return pageContext.title ?? SITE_NAME;
}
