import { ChangePassword } from '../../../../src/core/account/change-password.use-case';
import { LoginWithToken } from '../../../../src/core/account/login-with-token.use-case';
import { OpenResetLink } from '../../../../src/core/account/open-reset-link.use-case';
import { RecoverPassword } from '../../../../src/core/account/recover-password.use-case';
import { FAVOURITES_STORAGE_KEY, readAuthState } from '../../../../src/core/account/auth-state';
import { fakeSetup, logIn, sessionArgs, type FakeSetup } from '../../support/fake-setup';

function resetLink(setup: FakeSetup, email: string): { token: string; password: string } {
  const mail = [...setup.backend.world.outbox]
    .reverse()
    .find((m) => m.to === email && m.kind === 'passwordReset');
  if (!mail) throw new Error('no reset mail');
  const query = new URLSearchParams(mail.link.split('?')[1]);
  return { token: query.get('token') ?? '', password: query.get('password') ?? '' };
}

describe('OpenResetLink', () => {
  function open(setup: FakeSetup) {
    const loginWithToken = new LoginWithToken(...sessionArgs(setup), setup.storages, setup.clock);
    return new OpenResetLink(setup.credentials, setup.balance, setup.storages, loginWithToken);
  }

  it("logs out the current member and in as the link's member, whose one-time password then works once", async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    setup.storages.session.set(FAVOURITES_STORAGE_KEY, '[1]');
    await new RecoverPassword(setup.ports.member).execute({ recovery: 'newbie' });
    const link = resetLink(setup, 'newbie@example.test');
    const result = await open(setup).execute({ token: link.token });
    expect(result.ok && result.value.username).toBe('newbie');
    expect(setup.storages.session.get(FAVOURITES_STORAGE_KEY)).toBeNull();
    const change = new ChangePassword(setup.ports.member, setup.storages);
    const input = {
      password: link.password,
      newPassword: 'fresh1234',
      repeatNewPassword: 'fresh1234',
      fromEmailLink: true,
    };
    await expect(change.execute(input)).resolves.toEqual({ ok: true, value: true });
    await expect(
      change.execute({ ...input, newPassword: 'again1234', repeatNewPassword: 'again1234' }),
    ).resolves.toEqual({
      ok: false,
      error: { kind: 'linkExpired' },
    });
  });

  it('refuses a missing token and keeps the current session', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    await expect(open(setup).execute({ token: '  ' })).resolves.toEqual({
      ok: false,
      error: { kind: 'missingToken' },
    });
    expect(readAuthState(setup.storages.cookie).loggedIn).toBe(true);
  });
});
