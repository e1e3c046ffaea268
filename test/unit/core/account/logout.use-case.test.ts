import { Logout } from '../../../../src/core/account/logout.use-case';
import { readAuthState, writeAuthState } from '../../../../src/core/account/auth-state';
import { fakeSetup, logIn } from '../../support/fake-setup';

describe('Logout', () => {
  it('clears tokens, auth state and session favourites and goes home with the kept query', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const auth = readAuthState(setup.storages.cookie);
    writeAuthState(setup.storages.cookie, { ...auth, ageVerified: true });
    setup.storages.session.set('favourites', '[1,2]');
    const result = await new Logout(setup.credentials, setup.balance, setup.storages).execute({
      locale: 'en',
      query: '?p=61&token=secret&click_id=5',
    });
    expect(result).toEqual({ ok: true, value: { location: '/en?p=61&click_id=5' } });
    expect(readAuthState(setup.storages.cookie)).toEqual({
      token: null,
      isLegacy: false,
      ageVerified: true,
      username: null,
      loggedIn: false,
    });
    expect(setup.storages.session.get('favourites')).toBeNull();
    expect(setup.credentials.token()).toBeNull();
    expect(setup.balance.current()).toBeNull();
    await expect(setup.ports.member.getCredits()).rejects.toMatchObject({ label: 'unauthorized' });
    await expect(setup.ports.inbox.countUnread()).rejects.toMatchObject({ label: 'unauthorized' });
  });

  it('goes to the unprefixed home for the default locale', async () => {
    const setup = fakeSetup();
    const result = await new Logout(setup.credentials, setup.balance, setup.storages).execute({
      locale: 'nl',
    });
    expect(result.ok && result.value.location).toBe('/');
  });
});
