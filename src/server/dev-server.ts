import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createDevMiddleware } from 'vike/server';
import { closeServer, listen, localUrl, loopbackOrigin } from './http-lifecycle';
import { attachSocketProxy } from './bff/socket-proxy';
import { bffOptions, createSiteApp } from './site-app';
import type { SiteServer, SiteServerOptions } from './site-server';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The development site: Vite serves sources with HMR (its websocket shares our port), then the
 * same Hono app as in production renders pages from source. Backends mount exactly as there.
 */
export async function createDevSiteServer(options: Omit<SiteServerOptions, 'distDir'>): Promise<SiteServer> {
  const { mountSandbox } = options;
  const httpServer = createServer((req, res) => {
    devMiddleware(req, res, () => void siteListener(req, res));
  });
  const { devMiddleware, viteServer } = await createDevMiddleware({
    root: projectRoot,
    viteConfig: { server: { hmr: { server: httpServer } } },
  });
  const pages = () => options.pages(loopbackOrigin(httpServer));
  const siteApp = createSiteApp({
    mountRoutes: mountSandbox && ((app) => mountSandbox(app, httpServer)),
    pages,
  });
  attachSocketProxy(httpServer, bffOptions({ pages }));
  const siteListener = getRequestListener((request, env) => siteApp.fetch(request, env));
  await listen(httpServer, options.port, options.hostname);
  return {
    url: localUrl(httpServer),
    httpServer,
    close: async () => {
      await viteServer.close();
      await closeServer(httpServer);
    },
  };
}
