import { LoginWithToken } from '../../../../src/core/account/login-with-token.use-case';
import { RestoreMember } from '../../../../src/core/account/restore-member.use-case';
import { ToggleFavourite } from '../../../../src/core/performers/toggle-favourite.use-case';
import {
  FAVOURITES_STORAGE_KEY,
  LOGGED_OUT,
  storedToken,
  writeAuthState,
} from '../../../../src/core/account/auth-state';
import { fakeSetup, logIn, sessionArgs, visitorOf, type FakeSetup } from '../../support/fake-setup';

function restoreMember(setup: FakeSetup): RestoreMember {
  const { ports, storages, clock, logger } = setup;
  const loginWithToken = new LoginWithToken(...sessionArgs(setup), storages, clock);
  return new RestoreMember(loginWithToken, ports.member, ports.inbox, storages, logger);
}

/** A later request of the same visitor: new ports and a session holder seeded from the same cookie. */
function laterRequest(setup: FakeSetup): FakeSetup {
  return { ...setup, ...visitorOf(setup.backend, storedToken(setup.storages.cookie)) };
}

describe('RestoreMember', () => {
  it('is null for a guest and calls nothing', async () => {
    const setup = fakeSetup();
    expect(await restoreMember(setup).execute()).toBeNull();
  });

  it('restores the member of the stored token with credits, unread count and favourites', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    // A later request: new ports, the same cookie.
    const later = laterRequest(setup);
    const member = await restoreMember(later).execute();
    const unread = await later.ports.inbox.countUnread();
    const favourites = (await later.ports.member.getFavourites()).map((f) => f.performerId);
    expect(member).toMatchObject({ username: 'demo', credits: 5000, verified: true, isLegacy: false });
    expect(later.balance.current()).toBe(5000);
    expect(member!.unread).toBe(unread);
    expect(member!.favourites).toEqual(favourites);
    expect(favourites.length).toBeGreaterThan(0);
    expect(JSON.parse(later.storages.session.get(FAVOURITES_STORAGE_KEY)!)).toEqual(favourites);
  });

  it('marks the legacy member', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'oldtimer', 'oldtimer123');
    expect(await restoreMember(laterRequest(setup)).execute()).toMatchObject({
      isLegacy: true,
      credits: 800,
    });
  });

  it('treats a token the backend refuses as a guest and forgets it', async () => {
    const setup = fakeSetup();
    writeAuthState(setup.storages.cookie, { ...LOGGED_OUT, token: 'not-a-token', loggedIn: true });
    expect(await restoreMember(setup).execute()).toBeNull();
  });

  it('forgets a deleted member’s token in the cookie, the session holder and the balance', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'newbie', 'newbie123');
    await setup.ports.member.deleteMember();
    const later = laterRequest(setup);
    later.balance.update(0);
    expect(later.credentials.token()).not.toBeNull();
    expect(await restoreMember(later).execute()).toBeNull();
    expect(later.credentials.token()).toBeNull();
    expect(later.balance.current()).toBeNull();
    expect(storedToken(later.storages.cookie)).toBeNull();
  });

  it('shows no unread messages and no favourites when those calls fail, and logs them', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const later = laterRequest(setup);
    later.ports.inbox.countUnread = () => Promise.reject(new Error('down'));
    later.ports.member.getFavourites = () => Promise.reject(new Error('down'));
    expect(await restoreMember(later).execute()).toMatchObject({
      username: 'demo',
      unread: 0,
      favourites: [],
    });
    expect(setup.logger.entries.map((entry) => entry.message)).toEqual([
      'Unable to load the unread count',
      'Unable to load favourites',
    ]);
  });
});

describe('ToggleFavourite', () => {
  it('asks a guest to log in', async () => {
    const setup = fakeSetup();
    const toggle = new ToggleFavourite(setup.ports.member, setup.storages, setup.logger);
    expect(await toggle.execute({ performerId: 1001, favourite: true })).toEqual({
      ok: false,
      error: { kind: 'loginRequired' },
    });
  });

  it('adds and removes a favourite at the backend and in the session list', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'newbie', 'newbie123');
    const toggle = new ToggleFavourite(setup.ports.member, setup.storages, setup.logger);
    const added = await toggle.execute({ performerId: 1007, favourite: true });
    expect(added).toEqual({ ok: true, value: { favourites: [1007] } });
    expect((await setup.ports.member.getFavourites()).map((f) => f.performerId)).toContain(1007);
    const removed = await toggle.execute({ performerId: 1007, favourite: false });
    expect(removed).toEqual({ ok: true, value: { favourites: [] } });
    expect((await setup.ports.member.getFavourites()).map((f) => f.performerId)).not.toContain(1007);
  });

  it('reports a refused change as unavailable and leaves the list alone', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'newbie', 'newbie123');
    setup.backend.faults.set({ errorRate: 1 });
    const toggle = new ToggleFavourite(setup.ports.member, setup.storages, setup.logger);
    expect(await toggle.execute({ performerId: 1007, favourite: true })).toEqual({
      ok: false,
      error: { kind: 'unavailable' },
    });
    expect(setup.storages.session.get(FAVOURITES_STORAGE_KEY)).toBeNull();
  });
});

describe('storedToken', () => {
  it('seeds a fresh session holder, so member calls work without logging in again', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const guest = visitorOf(setup.backend);
    await expect(guest.ports.member.getCredits()).rejects.toMatchObject({ label: 'unauthorized' });
    const fresh = visitorOf(setup.backend, storedToken(setup.storages.cookie));
    expect(await fresh.ports.member.getCredits()).toBe(5000);
    expect(await fresh.ports.inbox.countUnread()).toBeGreaterThanOrEqual(0);
  });

  it('is none for a guest and for a cookie that says logged out', () => {
    const setup = fakeSetup();
    expect(storedToken(setup.storages.cookie)).toBeNull();
    writeAuthState(setup.storages.cookie, { ...LOGGED_OUT, token: 'left-over', loggedIn: false });
    expect(storedToken(setup.storages.cookie)).toBeNull();
  });
});
