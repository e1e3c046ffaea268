import { FakeBackend } from '../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import { MemoryLogger } from '../../../src/adapters/fake/memory-logger';
import { RecordingAnalytics } from '../../../src/adapters/fake/recording-analytics';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { RequestCookieStorage } from '../../../src/adapters/storage/request-cookie-storage';
import { defaultWhiteLabel } from '../../../src/config/white-label';
import { createContainer } from '../../../src/composition/create-container';
import { createRequestContainer } from '../../../src/composition/server-container';
import { TOKENS } from '../../../src/composition/tokens';
import type { LoginWithToken } from '../../../src/core/account/login-with-token.use-case';
import type { Login } from '../../../src/core/account/login.use-case';
import type { Logout } from '../../../src/core/account/logout.use-case';
import type { BackendPorts } from '../../../src/ports/backend-ports';
import type { Credentials } from '../../../src/ports/credentials.port';
import type { WalletBalance } from '../../../src/ports/wallet-balance.port';

const backendUrls = {
  memberUrl: 'http://127.0.0.1:9/sandbox/member',
  memberKey: 'k',
  engineUrl: 'http://127.0.0.1:9/sandbox/engine',
  engineKey: 'k',
  storageUrl: 'http://127.0.0.1:9/sandbox/storage',
  socketUrl: 'http://127.0.0.1:9',
  socketPath: '/sandbox/socket.io',
};
const config = { whiteLabel: defaultWhiteLabel, backend: backendUrls, secureCookies: false };

function containerFor(fake: FakeBackend, cookieHeader: string | null) {
  const cookie = new RequestCookieStorage(cookieHeader, false);
  const container = createContainer({
    config,
    backend: (credentials) => fake.session(credentials),
    storages: { cookie, local: new MemoryStorage(), session: new MemoryStorage() },
    clock: fake.clock,
    logger: new MemoryLogger(),
    analytics: new RecordingAnalytics(),
  });
  return { container, cookie };
}

async function tokenOf(fake: FakeBackend, username: string, password: string): Promise<string> {
  return (await fake.session().member.login({ username, password })).token;
}

function authCookie(token: string): string {
  return `auth=${encodeURIComponent(JSON.stringify({ token, loggedIn: true }))}`;
}

describe('containers', () => {
  it('keep the sessions of members rendered at the same time apart', async () => {
    const fake = new FakeBackend({ clock: new ManualClock(Date.UTC(2026, 10, 22)) });
    const demo = await tokenOf(fake, 'demo', 'demo1234');
    const oldtimer = await tokenOf(fake, 'oldtimer', 'oldtimer123');
    const requests = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? demo : oldtimer));
    const sessions = await Promise.all(
      requests.map(async (token) => {
        const { container, cookie } = containerFor(fake, authCookie(token));
        const result = await (
          await container.getAsync<LoginWithToken>(TOKENS.LoginWithToken)
        ).execute({ token });
        const backend = await container.getAsync<BackendPorts>(TOKENS.Backend);
        return { result, credits: await backend.member.getCredits(), cookie: cookie.get('auth') };
      }),
    );
    sessions.forEach(({ result, credits, cookie }, index) => {
      const expected = index % 2 === 0 ? 'demo' : 'oldtimer';
      expect(result.ok && result.value.username).toBe(expected);
      expect(credits).toBe(expected === 'demo' ? 5000 : 800);
      expect(JSON.parse(cookie ?? '{}').username).toBe(expected);
    });
  });

  it('are built anew for every server request, with their own backend clients and cookies', async () => {
    const first = createRequestContainer(config, 'auth=a');
    const second = createRequestContainer(config, null);
    expect(first.container).not.toBe(second.container);
    expect(await first.container.getAsync(TOKENS.Backend)).not.toBe(
      await second.container.getAsync(TOKENS.Backend),
    );
    const firstCookies = first.container.get<{ cookie: { get(key: string): string | null } }>(
      TOKENS.Storages,
    );
    const secondCookies = second.container.get<{ cookie: { get(key: string): string | null } }>(
      TOKENS.Storages,
    );
    expect(firstCookies.cookie.get('auth')).toBe('a');
    expect(secondCookies.cookie.get('auth')).toBeNull();
  });

  it('seed their one session holder from the auth cookie, and every port reads it at call time', async () => {
    const fake = new FakeBackend({ clock: new ManualClock(Date.UTC(2026, 10, 22)) });
    const demo = await tokenOf(fake, 'demo', 'demo1234');
    const { container } = containerFor(fake, authCookie(demo));
    const credentials = container.get<Credentials>(TOKENS.Credentials);
    const balance = container.get<WalletBalance>(TOKENS.WalletBalance);
    expect(credentials.token()).toBe(demo);
    expect(balance.current()).toBeNull();
    const backend = await container.getAsync<BackendPorts>(TOKENS.Backend);
    expect(await backend.member.getCredits()).toBe(5000);
    expect(await backend.inbox.countUnread()).toBeGreaterThanOrEqual(0);
    await (await container.getAsync<Logout>(TOKENS.Logout)).execute({ locale: 'nl' });
    expect(credentials.token()).toBeNull();
    await expect(backend.member.getCredits()).rejects.toMatchObject({ label: 'unauthorized' });
    await expect(backend.inbox.countUnread()).rejects.toMatchObject({ label: 'unauthorized' });
    const login = await container.getAsync<Login>(TOKENS.Login);
    expect(await login.execute({ username: 'oldtimer', password: 'oldtimer123' })).toMatchObject({
      ok: true,
    });
    expect(balance.current()).toBe(800);
    expect(await backend.member.getCredits()).toBe(800);
    expect(containerFor(fake, null).container.get<Credentials>(TOKENS.Credentials).token()).toBeNull();
  });

  it('resolve use-cases as singletons within one container', async () => {
    const { container } = containerFor(new FakeBackend({ clock: new ManualClock(0) }), null);
    expect(await container.getAsync(TOKENS.ListPerformers)).toBe(
      await container.getAsync(TOKENS.ListPerformers),
    );
  });
});
