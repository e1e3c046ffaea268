/**
 * Where the backends live. The sandbox is the default; a partner sets MEMBER_API_URL and the rest
 * (see README) and the sandbox is not mounted. Browser urls may be relative; server urls absolute.
 */
export interface BackendUrls {
  memberUrl: string;
  memberKey: string;
  engineUrl: string;
  engineKey: string;
  storageUrl: string;
  /**
   * The storage base as the browser reaches it, which relative media urls are joined to (SPEC §7);
   * `storageUrl` when absent. A server whose `storageUrl` is an address of its own network names
   * the public one here.
   */
  mediaUrl?: string;
  socketUrl: string;
  socketPath: string;
  /** The wallet service (SPEC §7 'Other'); by default `wallet` beside the member API. */
  walletUrl?: string;
  /** Milliseconds before a backend call counts as a network failure (15 s, the HTTP adapters' default, when absent). */
  timeoutMs?: number;
  /**
   * The wallet service's own page, which the legacy wallet links to: a person opens it in a new
   * tab, so it is the service's address, not the backend-for-frontend's path. Browser config only.
   */
  walletPageUrl?: string;
  /**
   * The partner's streaming client script (SPEC §3 API config 'client script URL'); without it the
   * sandbox's simulated show plays. Browser config only.
   */
  clientScriptUrl?: string;
}

export interface BackendConfig {
  sandbox: boolean;
  /**
   * What the browser uses: the site's own paths (BFF_PATHS) and no keys. The site server proxies
   * them to `server`'s urls, adding the keys and the login token (src/server/bff).
   */
  browser: BackendUrls;
  /** What the server uses while rendering. */
  server: BackendUrls;
}

/**
 * The backend-for-frontend's same-origin paths (docs/api.md): the browser calls these, never the
 * backend, so neither the API keys nor the login token reach page JavaScript.
 */
export const BFF_PATHS = {
  member: '/api/member',
  engine: '/api/engine',
  geo: '/api/geo',
  wallet: '/api/wallet',
  socket: '/api/socket.io',
  /** DELETE clears the HttpOnly token cookie (logout). */
  session: '/api/session',
} as const;

export const SANDBOX_KEYS = { member: 'sandbox-member-key', engine: 'sandbox-engine-key' } as const;

function sandboxUrls(origin: string): BackendUrls {
  return {
    memberUrl: `${origin}/sandbox/member`,
    memberKey: SANDBOX_KEYS.member,
    engineUrl: `${origin}/sandbox/engine`,
    engineKey: SANDBOX_KEYS.engine,
    storageUrl: `${origin}/sandbox/storage`,
    // The server may reach the sandbox at an address of its own (SANDBOX_URL); the browser loads
    // the media from the site's own path.
    mediaUrl: '/sandbox/storage',
    socketUrl: origin,
    socketPath: '/sandbox/socket.io',
    walletUrl: `${origin}/sandbox/wallet`,
  };
}

/** The browser's urls: the BFF's paths, no keys; lander configs are public and fetched directly. */
function browserUrls(storageUrl: string, walletPageUrl: string | undefined): BackendUrls {
  return {
    memberUrl: BFF_PATHS.member,
    memberKey: '',
    engineUrl: BFF_PATHS.engine,
    engineKey: '',
    storageUrl,
    socketUrl: '',
    socketPath: BFF_PATHS.socket,
    walletUrl: BFF_PATHS.wallet,
    ...(walletPageUrl ? { walletPageUrl } : {}),
  };
}

/**
 * True unless a partner backend is configured: then the sandbox is neither mounted nor proxied, and
 * SANDBOX_URL is ignored.
 */
export function usesSandbox(env: Record<string, string | undefined>): boolean {
  return !env.MEMBER_API_URL;
}

/**
 * The origin of the sandbox's own process, when SANDBOX_URL names one (the site's workers,
 * src/server/cluster); undefined when the site mounts the sandbox itself. Only the origin counts:
 * the sandbox serves everything under /sandbox. Anything but an http(s) url stops the start.
 */
export function sandboxProcessOrigin(env: Record<string, string | undefined>): string | undefined {
  if (!env.SANDBOX_URL) return undefined;
  const url = URL.canParse(env.SANDBOX_URL) ? new URL(env.SANDBOX_URL) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(
      `SANDBOX_URL must be the sandbox's http url, e.g. http://127.0.0.1:4000, not "${env.SANDBOX_URL}"`,
    );
  }
  return url.origin;
}

/** The sandbox's stand-in for a partner's performer sign-up page (the footer's 'Become a model'). */
export const SANDBOX_PERFORMER_SIGNUP = '/sandbox/performer-signup';

/**
 * Reads the backend configuration from the environment of the server process. With the sandbox,
 * the server calls the sandbox's process (SANDBOX_URL) or itself on `serverOrigin`. The browser
 * always calls the site's own origin.
 */
export function backendConfigFromEnv(
  env: Record<string, string | undefined>,
  serverOrigin: string,
): BackendConfig {
  const memberUrl = env.MEMBER_API_URL;
  if (!memberUrl) {
    return {
      sandbox: true,
      browser: browserUrls('/sandbox/storage', '/sandbox/wallet'),
      server: sandboxUrls(sandboxProcessOrigin(env) ?? serverOrigin),
    };
  }
  const partner: BackendUrls = {
    memberUrl,
    memberKey: env.MEMBER_API_KEY ?? '',
    engineUrl: env.ENGINE_API_URL ?? '',
    engineKey: env.ENGINE_API_KEY ?? '',
    storageUrl: env.STORAGE_URL ?? '',
    socketUrl: env.SOCKET_URL ?? memberUrl,
    socketPath: env.SOCKET_PATH ?? '/socket.io',
    ...(env.WALLET_URL ? { walletUrl: env.WALLET_URL } : {}),
  };
  const browser = browserUrls(partner.storageUrl, env.WALLET_URL);
  if (env.STREAM_CLIENT_SCRIPT_URL) browser.clientScriptUrl = env.STREAM_CLIENT_SCRIPT_URL;
  return { sandbox: false, browser, server: partner };
}
