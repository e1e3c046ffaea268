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
import { inlineStyleHash } from './inline-style-hash';
import { themeCss } from './theme';

// On the server observers render once and never re-render: no reactions, no leaks between requests.
enableStaticRendering(true);

/** ` nonce="…"` for this response's nonce; nothing for a page without one (a guest's, kept by a shared cache). */
function nonceAttribute(nonce: string): string {
  return nonce ? ` nonce="${nonce}"` : '';
}

/**
 * Server side: streams the page inside the HTML shell; vike injects the scripts at its end. The
 * theme's inline style's hash goes back to the server for a policy without a nonce.
 */
export async function onRenderHtml(pageContext: PageContextServer) {
  const { app } = pageContext;
  if (!app) throw new Error('The server must pass a request App to renderPage()');
  // When onBeforeRender itself failed, the error page still renders, in the URL's language.
  const locale = pageContext.locale ?? DEFAULT_LOCALE;
  const i18n = pageContext.i18n ?? serverI18n(locale);
  // A frame for this request only: nothing a member sees can reach another request.
  const shell = createShell(app, pageContext, () => {});
  // The server's fresh nonce for this response (Content-Security-Policy); Vite's loader reads it
  // from the meta tag for the styles and preloads it adds later. A guest's page has none: its
  // policy names the site's own files and the theme's hash instead.
  const nonce = pageContext.cspNonce ?? '';
  const withNonce = dangerouslySkipEscape(nonceAttribute(nonce));
  const page = {
    isErrorPage: pageContext.pageId?.endsWith('/_error') === true,
    home: localizedPath('/', pageContext.locale ?? DEFAULT_LOCALE),
    nonce,
    whole: pageContext.renderWhole === true || isCrawler(pageContext.headers?.['user-agent']),
  };
  const pageHtml = await renderPageHtml(page, pageElement(pageContext, app, i18n, shell));
  const theme = pageContext.site ? themeCss(pageContext.site.theme) : '';
  const documentHtml = escapeInject`<!doctype html>
<html lang="${htmlLang(pageContext.locale)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${pageContext.description ?? ''}" />
    <meta name="theme-color" content="${pageContext.site?.theme.background ?? '#14121a'}" />
    ${nonce ? escapeInject`<meta property="csp-nonce"${withNonce} />` : ''}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${documentTitle(pageContext)}</title>
    <style${withNonce}>${dangerouslySkipEscape(theme)}</style>
  </head>
  <body>
    <div id="root">${typeof pageHtml === 'string' ? dangerouslySkipEscape(pageHtml) : pageHtml}</div>
  </body>
</html>`;
  return { documentHtml, pageContext: { inlineStyleHashes: [inlineStyleHash(theme)] } };
}
