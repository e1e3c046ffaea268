import { enableStaticRendering } from 'mobx-react-lite';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { DEFAULT_LOCALE } from '../../core/common/locale.model';
import { localizedPath } from '../../core/shell/locale.rules';
import { isCrawler } from '../../core/shell/crawler';
import { serverI18n } from '../i18n/server-i18n';
import { documentTitle, htmlLang, pageElement } from './page-element';
import { renderPageHtml } from './render-page-html';
import { createShell } from './shell-for-page';
import { themeCss } from './theme';

// On the server observers render once and never re-render: no reactions, no leaks between requests.
enableStaticRendering(true);

/** Server side: streams the page inside the HTML shell; vike injects the scripts at its end. */
export async function onRenderHtml(pageContext: PageContextServer) {
  const { app } = pageContext;
  if (!app) throw new Error('The server must pass a request App to renderPage()');
  // When onBeforeRender itself failed, the error page still renders, in the URL's language.
  const locale = pageContext.locale ?? DEFAULT_LOCALE;
  const i18n = pageContext.i18n ?? serverI18n(locale);
  // A frame for this request only: nothing a member sees can reach another request.
  const shell = createShell(app, pageContext, () => {});
  // The server's fresh nonce for this response (Content-Security-Policy); Vite's loader reads it
  // from the meta tag for the styles and preloads it adds later.
  const nonce = pageContext.cspNonce ?? '';
  const page = {
    isErrorPage: pageContext.pageId?.endsWith('/_error') === true,
    home: localizedPath('/', pageContext.locale ?? DEFAULT_LOCALE),
    nonce,
    whole: pageContext.renderWhole === true || isCrawler(pageContext.headers?.['user-agent']),
  };
  const pageHtml = await renderPageHtml(page, pageElement(pageContext, app, i18n, shell));
  const theme = pageContext.site ? themeCss(pageContext.site.theme) : '';
  return escapeInject`<!doctype html>
<html lang="${htmlLang(pageContext.locale)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${pageContext.description ?? ''}" />
    <meta name="theme-color" content="${pageContext.site?.theme.background ?? '#14121a'}" />
    <meta property="csp-nonce" nonce="${nonce}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${documentTitle(pageContext)}</title>
    <style nonce="${nonce}">${dangerouslySkipEscape(theme)}</style>
  </head>
  <body>
    <div id="root">${typeof pageHtml === 'string' ? dangerouslySkipEscape(pageHtml) : pageHtml}</div>
  </body>
</html>`;
}
