import { ApiError } from '../../../../src/core/common/api-error.model';
import { Login } from '../../../../src/core/account/login.use-case';
import { AUTH_STORAGE_KEY, readAuthState, writeAuthState } from '../../../../src/core/account/auth-state';
import { decodeToken } from '../../../../src/core/account/token';
import { fakeSetup, logIn, sessionArgs } from '../../support/fake-setup';

describe('Login', () => {
  function login(setup = fakeSetup()) {
    return { setup, useCase: new Login(...sessionArgs(setup), setup.storages) };
  }

  it('logs the verified demo member in and returns the session', async () => {
    const { setup, useCase } = login();
    const result = await useCase.execute({ username: ' demo ', password: 'demo1234' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ username: 'demo', isLegacy: false, credits: 5000, verified: true });
    expect(result.value.memberId).toBe(decodeToken(result.value.token)?.id);
    // The token is now in the session holder, which both the member and the inbox ports read.
    expect(setup.credentials.token()).toBe(result.value.token);
    expect(setup.balance.current()).toBe(5000);
    await expect(setup.ports.member.getCredits()).resolves.toBe(5000);
    await expect(setup.ports.inbox.countUnread()).resolves.toBeGreaterThan(0);
  });

  it('puts the previous token back when the basic info cannot be loaded, and writes nothing', async () => {
    const { setup, useCase } = login();
    jest.spyOn(setup.ports.member, 'getBasicInfo').mockRejectedValue(new ApiError('network', 0));
    await expect(useCase.execute({ username: 'demo', password: 'demo1234' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(setup.credentials.token()).toBeNull();
    expect(setup.balance.current()).toBeNull();
    expect(readAuthState(setup.storages.cookie).loggedIn).toBe(false);
  });

  it('accepts the e-mail address as login name', async () => {
    const result = await login().useCase.execute({ username: 'demo@example.test', password: 'demo1234' });
    expect(result.ok && result.value.username).toBe('demo');
  });

  it('stores the auth state in the cookie for one day', async () => {
    const { setup, useCase } = login();
    writeAuthState(setup.storages.cookie, {
      token: null,
      isLegacy: false,
      ageVerified: true,
      username: null,
      loggedIn: false,
    });
    const result = await useCase.execute({ username: 'demo', password: 'demo1234' });
    expect(readAuthState(setup.storages.cookie)).toEqual({
      token: result.ok ? result.value.token : 'missing',
      isLegacy: false,
      ageVerified: true,
      username: 'demo',
      loggedIn: true,
    });
    setup.clock.advance(86_400_000);
    expect(setup.storages.cookie.get(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('detects the legacy flag from the token', async () => {
    const session = await logIn(fakeSetup(), 'oldtimer', 'oldtimer123');
    expect(session.isLegacy).toBe(true);
  });

  it('reports an unverified member with no credits', async () => {
    const session = await logIn(fakeSetup(), 'newbie', 'newbie123');
    expect(session).toMatchObject({ verified: false, credits: 0, isLegacy: false });
  });

  it('validates before calling the backend', async () => {
    const { setup, useCase } = login();
    const spy = jest.spyOn(setup.ports.member, 'login');
    const result = await useCase.execute({ username: '  ', password: '' });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        errors: { username: ['validation.username_required'], password: ['validation.password_required'] },
      },
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('maps the backend labels to unknownUser and wrongPassword', async () => {
    const { setup, useCase } = login();
    await expect(useCase.execute({ username: 'nobody_here', password: 'x' })).resolves.toEqual({
      ok: false,
      error: { kind: 'unknownUser' },
    });
    await expect(useCase.execute({ username: 'demo', password: 'wrong123' })).resolves.toEqual({
      ok: false,
      error: { kind: 'wrongPassword' },
    });
    expect(readAuthState(setup.storages.cookie).loggedIn).toBe(false);
  });

  it('maps a deleted account', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'newbie', 'newbie123');
    await setup.ports.member.deleteMember();
    const result = await new Login(...sessionArgs(setup), setup.storages).execute({
      username: 'newbie',
      password: 'newbie123',
    });
    expect(result).toEqual({ ok: false, error: { kind: 'deletedAccount' } });
  });

  it('rethrows unexpected failures', async () => {
    const { setup, useCase } = login();
    setup.backend.faults.set({ errorRate: 1 });
    await expect(useCase.execute({ username: 'demo', password: 'demo1234' })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
