import { RecoverPassword } from '../../../../src/core/account/recover-password.use-case';
import { fakeSetup } from '../../support/fake-setup';

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
