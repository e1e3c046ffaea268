import { LoginWithToken } from '../../../../src/core/account/login-with-token.use-case';
import { RestoreMember } from '../../../../src/core/account/restore-member.use-case';
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
