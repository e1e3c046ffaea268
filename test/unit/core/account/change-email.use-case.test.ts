import { ChangeEmail } from '../../../../src/core/account/change-email.use-case';
import { fakeSetup, logIn } from '../../support/fake-setup';

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
