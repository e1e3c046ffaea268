import { ChangePassword } from '../../../../src/core/account/change-password.use-case';
import { fakeSetup, logIn, visitorOf, type FakeSetup } from '../../support/fake-setup';

const passwords = { password: 'demo1234', newPassword: 'better123', repeatNewPassword: 'better123' };

/** A second visitor of the same fake world (another browser). */
function fakeSetupSharing(setup: FakeSetup): FakeSetup {
  return { ...setup, ...visitorOf(setup.backend), storages: { ...fakeSetup().storages } };
}

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
