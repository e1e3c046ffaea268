import { FakeBackend } from '../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { RequestCookieStorage } from '../../../src/adapters/storage/request-cookie-storage';
import { defaultWhiteLabel } from '../../../src/config/white-label';
import { createRequestApp } from '../../../src/composition/server-container';
import { PARTS } from '../../../src/composition/tokens';
import { createFakeApp, UNUSED_BACKEND_URLS } from './fake-app';

const config = { whiteLabel: defaultWhiteLabel, backend: UNUSED_BACKEND_URLS, secureCookies: false };

function appFor(fake: FakeBackend, cookieHeader: string | null) {
  const cookie = new RequestCookieStorage(cookieHeader, false);
  const storages = { cookie, local: new MemoryStorage(), session: new MemoryStorage() };
  return { ...createFakeApp({ fake, storages }), cookie };
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
        const { app, container, cookie } = appFor(fake, authCookie(token));
        const { loginWithToken } = await app.features.account();
        const result = await loginWithToken.execute({ token });
        const backend = await container.getAsync(PARTS.backend);
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
    const first = createRequestApp(config, 'auth=a');
    const second = createRequestApp(config, null);
    expect(first.app).not.toBe(second.app);
    expect(first.container).not.toBe(second.container);
    expect(await first.container.getAsync(PARTS.backend)).not.toBe(
      await second.container.getAsync(PARTS.backend),
    );
    expect(first.app.storages.cookie.get('auth')).toBe('a');
    expect(second.app.storages.cookie.get('auth')).toBeNull();
    expect(first.container.get(PARTS.storages)).toBe(first.app.storages);
  });

  it('resume the stored login on the backend they make, so a request is the member’s from the start', async () => {
    const fake = new FakeBackend({ clock: new ManualClock(Date.UTC(2026, 10, 22)) });
    const { app } = appFor(fake, authCookie(await tokenOf(fake, 'demo', 'demo1234')));
    const member = await (await app.features.account()).restoreMember.execute();
    expect(member?.username).toBe('demo');
  });
});
