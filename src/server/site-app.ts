import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { ageVerification } from './age-verification';
import { bffRoutes } from './bff/bff-routes';
import { localeSwitch } from './locale-switch';
import { isGuestRequest } from './guest-pages/guest-request';
import { withSharedCaching } from './guest-pages/shared-caching';
import type { PerformerCatalogueCache } from './page-cache/performer-catalogue-cache';
import type { PerformerApi } from '../ports/performer-api.port';
import type { SharedBackend } from '../composition/server-container';
import { renderWithVike, type PageConfigs } from './render-page';
import { CSP_REPORT_PATH } from './security/content-security-policy';
import { cspReport } from './security/csp-report';
import { cspNonce, securityHeaders } from './security/security-headers';
import { siteRedirects } from './site-redirects';

export interface SiteAppOptions {
  /** The built browser assets (dist/client); omitted in development, where Vite serves them. */
  clientDir?: string;
  /** Adds routes (the sandbox backend) before the pages' catch-all, so they take precedence. */
  mountRoutes?: (app: Hono) => void;
  /** The configurations pages render with; read per request because the port is known late. */
  pages: () => PageConfigs;
  /**
   * How long nginx or a CDN may keep a guest's page (docs/decisions.md, 73); 0 or absent: every
   * page is a response's own, streamed under its nonce.
   */
  sharedCacheSeconds?: number;
  /** Every render's performer lists and profiles come from it when given (src/server/page-cache). */
  catalogueCache?: PerformerCatalogueCache;
}

// Hashed file names change with their content, so browsers may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The last segment has an extension: /favicon.svg, /sw.js, /assets/entry-abc.js.
const FILE_PATH = /\.[a-z0-9]+$/i;
// ASVS V3.4.1: browsers keep to https for a year (hono's default is 180 days).
const HSTS = 'max-age=31536000; includeSubDomains';

/** What every render's backend shares with the others: the performer catalogue's cache, when on. */
function sharedBackend(catalogue: PerformerCatalogueCache | undefined): SharedBackend | undefined {
  return catalogue && { performers: (api: PerformerApi) => catalogue.wrap(api) };
}

/**
 * The pages, rendered by vike. A guest's page, when shared caches may keep it, is rendered whole
 * and without a nonce (the same bytes for every guest asking alike), its policy trusting the
 * site's files and its inline style's hash; any other page is streamed under the response's nonce.
 */
function pageRoute(options: SiteAppOptions) {
  const shared = sharedBackend(options.catalogueCache);
  const seconds = options.sharedCacheSeconds ?? 0;
  return async (c: Context) => {
    const pages = options.pages();
    if (seconds === 0 || !isGuestRequest(c.req.raw, pages.server.secureCookies))
      return (await renderWithVike(c, pages, { nonce: cspNonce(c), shared })).response;
    const rendered = await renderWithVike(c, pages, { shared, whole: true });
    c.set('cspStyleHashes', rendered.inlineStyleHashes);
    return withSharedCaching(rendered, seconds);
  };
}

/** The backend-for-frontend's view of the pages' configuration: the server's backend, read late. */
export function bffOptions(options: Pick<SiteAppOptions, 'pages'>) {
  return {
    backend: () => options.pages().server.backend,
    secureCookies: () => options.pages().server.secureCookies,
    trustedProxies: () => options.pages().server.trustedProxies ?? 0,
  };
}

/**
 * The site as a Hono app: headers and compression, then static assets, backend routes, the
 * backend-for-frontend (/api), the language switch, the SPEC §2 redirects, and pages.
 */
export function createSiteApp(options: SiteAppOptions): Hono {
  const app = new Hono();
  app.use(
    secureHeaders({
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: HSTS,
      crossOriginOpenerPolicy: 'same-origin',
      // Set per response with the CSP's frame-ancestors (security-headers.ts).
      xFrameOptions: false,
    }),
  );
  app.use(
    securityHeaders(() => {
      const { server, browser } = options.pages();
      return { whiteLabel: server.whiteLabel, browserBackend: browser.backend };
    }),
  );
  app.use(compress());
  if (options.clientDir) {
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', IMMUTABLE);
    });
    // The service worker must be fetched fresh, or an old one would keep serving old assets.
    app.use('/sw.js', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'no-cache');
    });
    // Only a path naming a file is looked up on disk: a page's path would cost every page request
    // a failed stat, a noticeable part of serving a cached page.
    // The build wrote a Brotli and a gzip copy of each text file (build/precompress.ts): the
    // compression middleware leaves a response that has its encoding already.
    const files = serveStatic({ root: options.clientDir, precompressed: true });
    app.use((c, next) => (FILE_PATH.test(c.req.path) ? files(c, next) : next()));
  }
  app.route(CSP_REPORT_PATH, cspReport());
  options.mountRoutes?.(app);
  app.route('/api', bffRoutes(bffOptions(options)));
  app.route(
    '/locale',
    localeSwitch(() => options.pages().server.secureCookies),
  );
  app.route(
    '/age-verification',
    ageVerification(() => options.pages().server.secureCookies),
  );
  app.use(
    siteRedirects(
      () => options.pages().server.whiteLabel,
      () => options.pages().server.secureCookies,
    ),
  );
  app.get('*', pageRoute(options));
  return app;
}
