import { LOGGED_OUT, storedToken, writeAuthState } from '../../../../src/core/account/auth-state';
import { fakeSetup, logIn, visitorOf } from '../../support/fake-setup';

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
