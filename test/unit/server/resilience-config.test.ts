import { DEFAULT_RESILIENCE, resilienceFromEnv } from '../../../src/config/resilience-config';
import { siteSetupFromEnv } from '../../../src/server/site-setup';

describe('resilienceFromEnv', () => {
  it('defaults to a 2.5 s backend timeout and a 3 s render deadline', () => {
    expect(resilienceFromEnv({})).toEqual({ backendTimeoutMs: 2500, renderDeadlineMs: 3000 });
    expect(DEFAULT_RESILIENCE).toEqual(resilienceFromEnv({}));
  });

  it('reads BACKEND_TIMEOUT_MS and RENDER_DEADLINE_MS', () => {
    expect(resilienceFromEnv({ BACKEND_TIMEOUT_MS: '4000', RENDER_DEADLINE_MS: '5000' })).toEqual({
      backendTimeoutMs: 4000,
      renderDeadlineMs: 5000,
    });
  });

  it.each(['0', '-1', '2.5', 'soon'])('refuses %p rather than start without a timeout', (value) => {
    expect(() => resilienceFromEnv({ BACKEND_TIMEOUT_MS: value })).toThrow(/BACKEND_TIMEOUT_MS/);
  });
});

describe('siteSetupFromEnv timeouts', () => {
  it('gives the server render the timeout and the deadline, and the browser neither', () => {
    const env = { MEMBER_API_URL: 'https://member.partner.test', BACKEND_TIMEOUT_MS: '1200' };
    const { server, browser } = siteSetupFromEnv(env).pages('http://127.0.0.1:3000');
    expect(server.backend.timeoutMs).toBe(1200);
    expect(server.renderDeadlineMs).toBe(3000);
    expect(browser.backend.timeoutMs).toBeUndefined();
    expect(browser.renderDeadlineMs).toBeUndefined();
  });
});
