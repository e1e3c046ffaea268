import { backendConfigFromEnv, BFF_PATHS } from '../../../src/config/backend-config';

describe('backendConfigFromEnv', () => {
  it('gives the browser same-origin paths and no keys with the sandbox', () => {
    const { browser, server } = backendConfigFromEnv({}, 'http://127.0.0.1:4000');
    expect(browser).toMatchObject({
      memberUrl: BFF_PATHS.member,
      memberKey: '',
      engineUrl: BFF_PATHS.engine,
      engineKey: '',
      socketUrl: '',
      socketPath: BFF_PATHS.socket,
      walletUrl: BFF_PATHS.wallet,
    });
    expect(server).toMatchObject({
      memberUrl: 'http://127.0.0.1:4000/sandbox/member',
      memberKey: 'sandbox-member-key',
    });
  });

  it("keeps a partner's urls and keys on the server; the browser gets the paths and the public storage", () => {
    const env = {
      MEMBER_API_URL: 'https://member.partner.test/api',
      MEMBER_API_KEY: 'partner-member-secret',
      ENGINE_API_URL: 'https://engine.partner.test',
      ENGINE_API_KEY: 'partner-engine-secret',
      STORAGE_URL: 'https://cdn.partner.test/bucket',
    };
    const { browser, server } = backendConfigFromEnv(env, 'http://127.0.0.1:4000');
    expect(JSON.stringify(browser)).not.toMatch(/secret|partner\.test\/api|engine\.partner/);
    expect(browser.storageUrl).toBe('https://cdn.partner.test/bucket');
    expect(server).toMatchObject({ memberKey: 'partner-member-secret', engineKey: 'partner-engine-secret' });
  });

  it("links the legacy wallet to the wallet service's own page, not to the proxy path", () => {
    expect(backendConfigFromEnv({}, 'http://127.0.0.1:4000').browser.walletPageUrl).toBe('/sandbox/wallet');
    const partner = { MEMBER_API_URL: 'https://member.partner.test/api' };
    const withWallet = { ...partner, WALLET_URL: 'https://wallet.partner.test/' };
    expect(backendConfigFromEnv(withWallet, 'http://x').browser.walletPageUrl).toBe(
      'https://wallet.partner.test/',
    );
    expect(backendConfigFromEnv(partner, 'http://x').browser.walletPageUrl).toBeUndefined();
  });

  it("with SANDBOX_URL, the server calls the sandbox's own process; the browser keeps the site's paths", () => {
    const env = { SANDBOX_URL: 'http://127.0.0.1:4100/' };
    const withProcess = backendConfigFromEnv(env, 'http://127.0.0.1:4000');
    const embedded = backendConfigFromEnv({}, 'http://127.0.0.1:4000');
    expect(withProcess.sandbox).toBe(true);
    expect(withProcess.browser).toEqual(embedded.browser);
    expect(withProcess.server).toEqual({
      memberUrl: 'http://127.0.0.1:4100/sandbox/member',
      memberKey: 'sandbox-member-key',
      engineUrl: 'http://127.0.0.1:4100/sandbox/engine',
      engineKey: 'sandbox-engine-key',
      storageUrl: 'http://127.0.0.1:4100/sandbox/storage',
      mediaUrl: '/sandbox/storage',
      socketUrl: 'http://127.0.0.1:4100',
      socketPath: '/sandbox/socket.io',
      walletUrl: 'http://127.0.0.1:4100/sandbox/wallet',
    });
  });

  it("ignores SANDBOX_URL when a partner's backend is configured", () => {
    const partner = { MEMBER_API_URL: 'https://member.partner.test/api' };
    const both = backendConfigFromEnv({ ...partner, SANDBOX_URL: 'http://127.0.0.1:4100' }, 'http://x');
    expect(both).toEqual(backendConfigFromEnv(partner, 'http://x'));
  });

  it.each(['127.0.0.1:4100', 'localhost:4100', 'ftp://127.0.0.1:4100'])(
    'refuses SANDBOX_URL=%s, which is not an http url',
    (url) => {
      expect(() => backendConfigFromEnv({ SANDBOX_URL: url }, 'http://x')).toThrow(/SANDBOX_URL must be/);
    },
  );
});
