import type { PageContextServer } from 'vike/types';
import { FakeBackend } from '../../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../../src/adapters/fake/manual-clock';
import { MemoryStorage } from '../../../../src/adapters/storage/memory-storage';
import type { App } from '../../../../src/composition/app';
import type { Storages } from '../../../../src/ports/storage.port';
import { onCreatePageContext } from '../../../../src/ui/renderer/+onCreatePageContext.server';
import { createFakeApp, type FakeAppOptions } from '../../composition/fake-app';

/** The seeded fake world on a manual clock, as the server's renders share one backend. */
export function fakeWorld() {
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 20));
  return { clock, fake: new FakeBackend({ clock }) };
}

export function memoryStorages(): Storages {
  return { cookie: new MemoryStorage(), local: new MemoryStorage(), session: new MemoryStorage() };
}

/** Cookies of a visitor who logged in on an earlier request. */
export async function loggedInStorages(fake: FakeBackend): Promise<Storages> {
  const storages = memoryStorages();
  const { app } = createFakeApp({ fake, storages });
  const account = await app.features.account();
  const login = await account.login.execute({ username: 'demo', password: 'demo1234' });
  if (!login.ok) throw new Error(`login failed: ${login.error.kind}`);
  return storages;
}

/**
 * One server request's page context as vike makes it: the request's App, the route's parameters,
 * and +onCreatePageContext run on it (which starts the render deadline and the member's restore).
 */
export function serverRequest(options: FakeAppOptions & { routeParams?: Record<string, string> }): {
  app: App;
  pageContext: PageContextServer;
} {
  const { app } = createFakeApp(options);
  const pageContext = {
    app,
    locale: 'en',
    routeParams: options.routeParams ?? {},
    urlParsed: { pathname: '/en', searchOriginal: '' },
  } as unknown as PageContextServer;
  onCreatePageContext(pageContext);
  return { app, pageContext };
}
