import { siteSetupFromEnv } from '../../../src/server/site-setup';

describe('siteSetupFromEnv', () => {
  it("with SANDBOX_URL, pages render against the sandbox's process and the sandbox is proxied, not mounted", () => {
    const setup = siteSetupFromEnv({ SANDBOX_URL: 'http://127.0.0.1:4100' });
    const { server, browser } = setup.pages('http://127.0.0.1:3000');
    expect(server.sandbox).toBe(true);
    expect(server.backend.memberUrl).toBe('http://127.0.0.1:4100/sandbox/member');
    expect(browser.backend.memberUrl).toBe('/api/member');
    expect(setup.mountSandbox).toBeDefined();
  });

  it('stops the start on a SANDBOX_URL that is not an http url, before any request', () => {
    expect(() => siteSetupFromEnv({ SANDBOX_URL: 'localhost:4100' })).toThrow(/SANDBOX_URL must be/);
  });

  it("mounts nothing with a partner's backend, SANDBOX_URL or not", () => {
    const env = { MEMBER_API_URL: 'https://member.partner.test/api', SANDBOX_URL: 'http://127.0.0.1:4100' };
    expect(siteSetupFromEnv(env).mountSandbox).toBeUndefined();
  });
});
