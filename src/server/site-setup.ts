import {
  backendConfigFromEnv,
  SANDBOX_KEYS,
  sandboxProcessOrigin,
  usesSandbox,
} from '../config/backend-config';
import {
  performerCacheFromEnv,
  sharedPageCacheFromEnv,
  type PageCacheSettings,
  type SharedPageCacheSettings,
} from '../config/page-cache-config';
import { resilienceFromEnv } from '../config/resilience-config';
import { whiteLabelFromEnv } from '../config/white-label-env';
import type { PageConfigs } from './render-page';
import { trustedProxiesFromEnv } from './bff/visitor-address';
import { mountSandbox } from './sandbox/mount-sandbox';
import { sandboxBackendFromEnv } from './sandbox/sandbox-from-env';
import { mountSandboxProxy } from './sandbox-proxy/mount-sandbox-proxy';
import type { MountBackend } from './site-server';

export interface SiteSetup {
  /**
   * Present when the sandbox is the backend: mounted in this process, or, with SANDBOX_URL, a proxy
   * to the sandbox's own process (the site's workers, src/server/cluster).
   */
  mountSandbox?: MountBackend;
  pages: (serverOrigin: string) => PageConfigs;
  sharedPageCache: SharedPageCacheSettings;
  performerCache: PageCacheSettings;
}

/**
 * SPEC §3: persisted cookies are Secure outside development. Browsers keep Secure cookies from
 * http://localhost too; SECURE_COOKIES=false serves a plain-http host other than localhost.
 */
export function secureCookiesFromEnv(env: Record<string, string | undefined>, development: boolean): boolean {
  if (env.SECURE_COOKIES === 'true' || env.SECURE_COOKIES === 'false') return env.SECURE_COOKIES === 'true';
  return !development;
}

/**
 * Chooses the backend from the environment: the embedded sandbox by default (one seeded world for
 * the process), the sandbox's own process when SANDBOX_URL names it (one world for every worker),
 * or a partner's backend when MEMBER_API_URL is set, in which case nothing is mounted.
 */
export function siteSetupFromEnv(
  env: Record<string, string | undefined>,
  options: { development?: boolean } = {},
): SiteSetup {
  const secureCookies = secureCookiesFromEnv(env, options.development === true);
  const whiteLabel = whiteLabelFromEnv(env);
  const { backendTimeoutMs, renderDeadlineMs } = resilienceFromEnv(env);
  const pages = (serverOrigin: string): PageConfigs => {
    const backend = backendConfigFromEnv(env, serverOrigin);
    const { sandbox } = backend;
    return {
      // Only the server's calls get the short timeout and the deadline (src/config/resilience-config.ts).
      server: {
        whiteLabel,
        backend: { ...backend.server, timeoutMs: backendTimeoutMs },
        secureCookies,
        renderDeadlineMs,
        trustedProxies: trustedProxiesFromEnv(env),
        sandbox,
      },
      browser: { whiteLabel, backend: backend.browser, secureCookies, sandbox },
    };
  };
  const caches = { sharedPageCache: sharedPageCacheFromEnv(env), performerCache: performerCacheFromEnv(env) };
  if (!usesSandbox(env)) return { pages, ...caches };
  const processOrigin = sandboxProcessOrigin(env);
  if (processOrigin) return { pages, ...caches, mountSandbox: mountSandboxProxy(processOrigin) };
  const fake = sandboxBackendFromEnv(env);
  return {
    pages,
    ...caches,
    mountSandbox: (app, httpServer) =>
      mountSandbox(app, httpServer, fake, { memberKey: SANDBOX_KEYS.member, engineKey: SANDBOX_KEYS.engine }),
  };
}
