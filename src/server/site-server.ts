import './production-by-default';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { createServer, type Server } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { closeServer, listen, localUrl, loopbackOrigin } from './http-lifecycle';
import { attachSocketProxy } from './bff/socket-proxy';
import type { PageCacheSettings, SharedPageCacheSettings } from '../config/page-cache-config';
import { SharedCachePurge } from './guest-pages/shared-cache-purge';
import { PerformerCatalogueCache } from './page-cache/performer-catalogue-cache';
import { clearOnPerformerStatus } from './page-cache/status-invalidation';
import type { PageConfigs } from './render-page';
import { bffOptions, createSiteApp } from './site-app';

/**
 * Plugs a backend into the site's process. Called once, before the server listens and before the
 * pages' catch-all route is added, with:
 * - `app`: add routes with `app.route('/sandbox/member', memberApi)` and the like; they win over pages;
 * - `httpServer`: attach servers that speak their own protocol, e.g. `new SocketIoServer(httpServer,
 *   { path: '/sandbox/socket.io' })`; socket.io answers its path before Hono sees the request.
 */
export type MountBackend = (app: Hono, httpServer: Server) => void;

export interface SiteServerOptions {
  /** 0 picks a free port, which is what tests and the bench want. */
  port: number;
  /** Defaults to all interfaces. */
  hostname?: string;
  mountSandbox?: MountBackend;
  /** The configurations pages render with, given the server's own origin once it listens. */
  pages: (serverOrigin: string) => PageConfigs;
  /** Directory holding vike's build output; defaults to the project's `dist`. */
  distDir?: string;
  /** How shared caches in front may keep guests' pages; none may when absent or 0 seconds. */
  sharedPageCache?: SharedPageCacheSettings;
  /** The performer catalogue cache, for every render; off when absent or when its time to live is 0. */
  performerCache?: PageCacheSettings;
}

export interface SiteServer {
  /** Base URL without trailing slash, e.g. `http://localhost:41234`. */
  url: string;
  httpServer: Server;
  close(): Promise<void>;
}

const defaultDistDir = fileURLToPath(new URL('../../dist', import.meta.url));

function cacheOptions(settings: PageCacheSettings | undefined) {
  if (!settings || settings.ttlSeconds === 0) return undefined;
  return { ttlMs: settings.ttlSeconds * 1000, maxEntries: settings.maxEntries };
}

function performerCatalogueCache(settings: PageCacheSettings | undefined) {
  const options = cacheOptions(settings);
  return options && new PerformerCatalogueCache(options);
}

/** Starts the production site (vike's build in `dist`) and resolves once it accepts connections. */
export async function createSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const { mountSandbox, distDir = defaultDistDir } = options;
  // The request listener exists before the backend mounts, so servers such as socket.io, which
  // wrap the listeners present when they attach, forward every other request to the site.
  // `siteApp` is only read once requests arrive, which is after it is built.
  const httpServer = createServer(getRequestListener((request, env) => siteApp.fetch(request, env)));
  // Made on the first request: the server's own origin (its port) is only known once it listens.
  const pages = { current: undefined as PageConfigs | undefined };
  const currentPages = () => (pages.current ??= options.pages(loopbackOrigin(httpServer)));
  const catalogueCache = performerCatalogueCache(options.performerCache);
  const siteApp = createSiteApp({
    clientDir: `${distDir}/client`,
    mountRoutes: mountSandbox && ((app) => mountSandbox(app, httpServer)),
    pages: currentPages,
    sharedCacheSeconds: options.sharedPageCache?.seconds ?? 0,
    catalogueCache,
  });
  attachSocketProxy(httpServer, bffOptions({ pages: currentPages }));
  // vike would otherwise load whichever build the last `vite build` in this checkout wrote.
  await import(pathToFileURL(`${distDir}/server/entry.mjs`).href);
  await listen(httpServer, options.port, options.hostname);
  const purge = options.sharedPageCache?.purge.length
    ? new SharedCachePurge(options.sharedPageCache.purge)
    : undefined;
  // The catalogue first: a page rendered after the purge must not be made from the old lists.
  const caches = [catalogueCache, purge].filter((cache) => cache !== undefined);
  const statusWatch = caches.length
    ? clearOnPerformerStatus(caches, currentPages().server.backend)
    : undefined;
  return {
    url: localUrl(httpServer),
    httpServer,
    close: () => {
      statusWatch?.stop();
      return closeServer(httpServer);
    },
  };
}
