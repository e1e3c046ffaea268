import { ChangeEmail } from '../../../../src/core/account/change-email.use-case';
import { ChangePassword } from '../../../../src/core/account/change-password.use-case';
import { ChangeUsername, changeUsernameTextKey } from '../../../../src/core/account/change-username.use-case';
import { DeleteAccount } from '../../../../src/core/account/delete-account.use-case';
import { LoadLander } from '../../../../src/core/account/load-lander.use-case';
import { Login } from '../../../../src/core/account/login.use-case';
import { LoginWithToken } from '../../../../src/core/account/login-with-token.use-case';
import { OpenResetLink } from '../../../../src/core/account/open-reset-link.use-case';
import { RecoverPassword } from '../../../../src/core/account/recover-password.use-case';
import { ResendActivation } from '../../../../src/core/account/resend-activation.use-case';
import { FAVOURITES_STORAGE_KEY, readAuthState } from '../../../../src/core/account/auth-state';
import { decodeToken } from '../../../../src/core/account/token';
import { fakeSetup, logIn, sessionArgs, visitorOf, type FakeSetup } from '../../support/fake-setup';

function resetLink(setup: FakeSetup, email: string): { token: string; password: string } {
  const mail = [...setup.backend.world.outbox]
    .reverse()
    .find((m) => m.to === email && m.kind === 'passwordReset');
  if (!mail) throw new Error('no reset mail');
  const query = new URLSearchParams(mail.link.split('?')[1]);
  return { token: query.get('token') ?? '', password: query.get('password') ?? '' };
}

const passwords = { password: 'demo1234', newPassword: 'better123', repeatNewPassword: 'better123' };

describe('ChangePassword', () => {
  it('changes the logged-in member password; the new one logs in', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const result = await new ChangePassword(setup.ports.member, setup.storages).execute(passwords);
    expect(result).toEqual({ ok: true, value: true });
    await expect(logIn(fakeSetupSharing(setup), 'demo', 'better123')).resolves.toMatchObject({
      username: 'demo',
    });
  });

  it('says the old password is wrong, or the e-mail link expired when it came from one', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const change = new ChangePassword(setup.ports.member, setup.storages);
    const wrong = { ...passwords, password: 'wrong123' };
    await expect(change.execute(wrong)).resolves.toEqual({ ok: false, error: { kind: 'wrongOldPassword' } });
    await expect(change.execute({ ...wrong, fromEmailLink: true })).resolves.toEqual({
      ok: false,
      error: { kind: 'linkExpired' },
    });
  });

  it('validates before calling: same as old, repeat mismatch, and needs a login', async () => {
    const setup = fakeSetup();
    const change = new ChangePassword(setup.ports.member, setup.storages);
    const invalid = await change.execute({
      password: 'demo1234',
      newPassword: 'demo1234',
      repeatNewPassword: 'x',
    });
    expect(invalid).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        errors: {
          password: [],
          newPassword: ['validation.sameAsOld'],
          repeatNewPassword: ['validation.mustMatch'],
        },
      },
    });
    await expect(change.execute(passwords)).resolves.toEqual({ ok: false, error: { kind: 'loginRequired' } });
  });
});

/** A second visitor of the same fake world (another browser). */
function fakeSetupSharing(setup: FakeSetup): FakeSetup {
  return { ...setup, ...visitorOf(setup.backend), storages: { ...fakeSetup().storages } };
}

describe('ChangeEmail', () => {
  it('changes the address, refuses one in use, and validates first', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'newbie', 'newbie123');
    const change = new ChangeEmail(setup.ports.member);
    const oldEmail = 'newbie@example.test';
    await expect(
      change.execute({ oldEmail, email: 'demo@example.test', repeatEmail: 'demo@example.test' }),
    ).resolves.toEqual({ ok: false, error: { kind: 'emailExists' } });
    const same = await change.execute({ oldEmail, email: 'NEWBIE@example.test', repeatEmail: 'x@y.z' });
    expect(same.ok || same.error).toEqual({
      kind: 'invalid',
      errors: { email: ['validation.sameAsOld'], repeatEmail: ['validation.mustMatch'] },
    });
    const result = await change.execute({
      oldEmail,
      email: ' fresh@example.test',
      repeatEmail: 'fresh@example.test ',
    });
    expect(result).toEqual({ ok: true, value: { email: 'fresh@example.test' } });
    expect((await setup.ports.member.getBasicInfo()).email).toBe('fresh@example.test');
  });
});

describe('ChangeUsername', () => {
  it('renames the member and continues the session with the new token', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const result = await new ChangeUsername(...sessionArgs(setup), setup.storages).execute({
      name: ' demo_renamed ',
    });
    expect(result.ok && result.value.username).toBe('demo_renamed');
    expect(readAuthState(setup.storages.cookie)).toMatchObject({ username: 'demo_renamed', loggedIn: true });
    expect(setup.credentials.token()).toBe(result.ok && result.value.token);
    expect((await setup.ports.member.getBasicInfo()).username).toBe('demo_renamed');
  });

  it('keeps the old token when the renamed session cannot be loaded, as the cookie still has it', async () => {
    const setup = fakeSetup();
    const session = await logIn(setup, 'demo', 'demo1234');
    jest.spyOn(setup.ports.member, 'getBasicInfo').mockRejectedValue(new Error('down'));
    const change = new ChangeUsername(...sessionArgs(setup), setup.storages);
    await expect(change.execute({ name: 'demo_other' })).rejects.toThrow('down');
    expect(setup.credentials.token()).toBe(session.token);
    expect(readAuthState(setup.storages.cookie).token).toBe(session.token);
  });

  it('maps a refusal to its change_username text and validates 4-20 characters', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const change = new ChangeUsername(...sessionArgs(setup), setup.storages);
    await expect(change.execute({ name: 'newbie' })).resolves.toEqual({
      ok: false,
      error: { kind: 'rejected', textKey: 'change_username.member.username.exists' },
    });
    await expect(change.execute({ name: 'abc' })).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid', errors: { name: ['validation.nicknameLength'] } },
    });
    expect(changeUsernameTextKey('badRequest.validation')).toBe('change_username.validation');
  });
});

describe('RecoverPassword', () => {
  it('sends by e-mail when the input has @ and a dot, else by user name', async () => {
    const setup = fakeSetup();
    const recover = new RecoverPassword(setup.ports.member);
    await expect(recover.execute({ recovery: ' demo@example.test ' })).resolves.toEqual({
      ok: true,
      value: true,
    });
    await expect(recover.execute({ recovery: 'newbie' })).resolves.toEqual({ ok: true, value: true });
    const sent = setup.backend.world.outbox
      .filter((mail) => mail.kind === 'passwordReset')
      .map((mail) => mail.to);
    expect(sent).toEqual(['demo@example.test', 'newbie@example.test']);
  });

  it("says 'user does not exist' and validates the minimum of 4", async () => {
    const recover = new RecoverPassword(fakeSetup().ports.member);
    await expect(recover.execute({ recovery: 'nobody_here' })).resolves.toEqual({
      ok: false,
      error: { kind: 'notExists' },
    });
    await expect(recover.execute({ recovery: ' abc ' })).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid', errors: { recovery: ['validation.minLength'] } },
    });
  });
});

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

describe('ResendActivation', () => {
  it('mails a new link to an unverified member and refuses a verified one', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'newbie', 'newbie123');
    const before = setup.backend.world.outbox.length;
    await expect(new ResendActivation(setup.ports.member).execute()).resolves.toEqual({
      ok: true,
      value: true,
    });
    expect(setup.backend.world.outbox.length).toBe(before + 1);
    const verified = fakeSetup();
    await logIn(verified, 'demo', 'demo1234');
    await expect(new ResendActivation(verified.ports.member).execute()).resolves.toEqual({
      ok: false,
      error: { kind: 'alreadyVerified' },
    });
  });
});

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

describe('LoadLander', () => {
  it('chooses the lander layout, the default for none, and warns when it is missing', async () => {
    const setup = fakeSetup();
    const load = new LoadLander(setup.ports.landers, setup.logger);
    const toy = await load.execute({ lander: 'toy-promo' });
    expect(toy.layout === 'lander' && toy.lander.id).toBe('toy-promo');
    await expect(load.execute({ lander: null })).resolves.toEqual({ layout: 'default' });
    expect(setup.logger.messages('warn')).toEqual([]);
    await expect(load.execute({ lander: 'gone' })).resolves.toEqual({ layout: 'default' });
    setup.backend.faults.set({ errorRate: 1 });
    await expect(load.execute({ lander: 'toy-promo' })).resolves.toEqual({ layout: 'default' });
    expect(setup.logger.messages('warn')).toHaveLength(2);
  });
});
