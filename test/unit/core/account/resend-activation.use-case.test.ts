import { ResendActivation } from '../../../../src/core/account/resend-activation.use-case';
import { fakeSetup, logIn } from '../../support/fake-setup';

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
