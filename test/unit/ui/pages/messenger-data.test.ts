import type { PageContextServer } from 'vike/types';
import { AUTH_STORAGE_KEY } from '../../../../src/core/account/auth-state';
import type { Storages } from '../../../../src/ports/storage.port';
import { messengerData } from '../../../../src/ui/features/messaging/messenger-data';
import { settle } from '../../support/manual-time';
import { fakeWorld, loggedInStorages, serverRequest } from './page-data-support';

/** The messenger's request at `url` (its original URL, locale prefix and query included). */
function messengerRequest(options: Parameters<typeof serverRequest>[0], url: string): PageContextServer {
  const { pageContext } = serverRequest(options);
  return Object.assign(pageContext, { urlOriginal: url });
}

/** A logged-in visitor's cookies whose token the backend no longer accepts (its 401). */
async function refusedSession(storages: Storages): Promise<Storages> {
  const auth = JSON.parse(storages.cookie.get(AUTH_STORAGE_KEY) ?? '{}') as { token: string };
  const [header, payload] = auth.token.split('.');
  storages.cookie.set(AUTH_STORAGE_KEY, JSON.stringify({ ...auth, token: `${header}.${payload}.forged` }));
  return storages;
}

describe('messengerData', () => {
  it("gives the member's conversations", async () => {
    const { fake } = fakeWorld();
    const storages = await loggedInStorages(fake);
    const result = await messengerData(messengerRequest({ fake, storages }, '/en/messenger'), null);
    expect(result.ok && result.data.conversations?.length).toBeGreaterThan(0);
  });

  it('sends a visitor home whose session the backend refused (a 401), not to a "try again"', async () => {
    const { fake } = fakeWorld();
    const storages = await refusedSession(await loggedInStorages(fake));
    const pageContext = messengerRequest({ fake, storages }, '/en/messenger/Esmee_32?p=61');
    const result = await messengerData(pageContext, { id: null, username: 'Esmee_32' });
    expect(result).toEqual({ ok: false, redirect: '/en?p=61' });
  });

  it('keeps the page, its lists not loaded, while the backend cannot answer: the session stands', async () => {
    const { fake } = fakeWorld();
    const storages = await loggedInStorages(fake);
    fake.faults.set({ errorRate: 1 });
    const result = await messengerData(messengerRequest({ fake, storages }, '/messenger'), null);
    await settle();
    expect(result.ok && result.data.conversations).toBeNull();
  });
});
