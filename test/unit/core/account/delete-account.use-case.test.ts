import { DeleteAccount } from '../../../../src/core/account/delete-account.use-case';
import { Login } from '../../../../src/core/account/login.use-case';
import { readAuthState } from '../../../../src/core/account/auth-state';
import { decodeToken } from '../../../../src/core/account/token';
import { fakeSetup, logIn, sessionArgs } from '../../support/fake-setup';

describe('DeleteAccount', () => {
  it('deletes, logs out keeping the affiliate query, and the account can no longer log in', async () => {
    const setup = fakeSetup();
    const session = await logIn(setup, 'newbie', 'newbie123');
    const result = await new DeleteAccount(...sessionArgs(setup), setup.storages).execute({
      locale: 'en',
      query: 'p=61&foo=1',
    });
    expect(result).toEqual({ ok: true, value: { location: '/en?p=61' } });
    expect(readAuthState(setup.storages.cookie).loggedIn).toBe(false);
    expect(decodeToken(session.token)?.id).toBeGreaterThan(0);
    await expect(
      new Login(...sessionArgs(setup), setup.storages).execute({
        username: 'newbie',
        password: 'newbie123',
      }),
    ).resolves.toEqual({ ok: false, error: { kind: 'deletedAccount' } });
  });
});
