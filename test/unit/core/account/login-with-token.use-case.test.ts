import { LoginWithToken } from '../../../../src/core/account/login-with-token.use-case';
import { readAuthState } from '../../../../src/core/account/auth-state';
import { fakeSetup, logIn, sessionArgs, visitorOf } from '../../support/fake-setup';

describe('LoginWithToken', () => {
  it('starts a session from a valid token', async () => {
    const first = fakeSetup();
    const session = await logIn(first, 'demo', 'demo1234');
    const second = { ...first, ...visitorOf(first.backend) };
    const useCase = new LoginWithToken(...sessionArgs(second), second.storages, second.clock);
    const result = await useCase.execute({ token: session.token });
    expect(result.ok && result.value.username).toBe('demo');
  });

  it('refuses malformed and expired tokens', async () => {
    const setup = fakeSetup();
    const session = await logIn(setup, 'demo', 'demo1234');
    const useCase = new LoginWithToken(...sessionArgs(setup), setup.storages, setup.clock);
    await expect(useCase.execute({ token: 'garbage' })).resolves.toEqual({
      ok: false,
      error: { kind: 'invalidToken' },
    });
    setup.clock.advance(86_400_000);
    await expect(useCase.execute({ token: session.token })).resolves.toEqual({
      ok: false,
      error: { kind: 'expired' },
    });
    expect(readAuthState(setup.storages.cookie).loggedIn).toBe(false);
    expect(setup.credentials.token()).toBeNull();
    expect(setup.balance.current()).toBeNull();
  });

  it('reports a session the backend no longer accepts', async () => {
    const setup = fakeSetup();
    const session = await logIn(setup, 'newbie', 'newbie123');
    await setup.ports.member.deleteMember();
    const useCase = new LoginWithToken(...sessionArgs(setup), setup.storages, setup.clock);
    await expect(useCase.execute({ token: session.token })).resolves.toEqual({
      ok: false,
      error: { kind: 'sessionGone' },
    });
    expect(setup.credentials.token()).toBeNull();
    expect(setup.balance.current()).toBeNull();
    expect(readAuthState(setup.storages.cookie).loggedIn).toBe(false);
  });
});
