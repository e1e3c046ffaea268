import { VerifyEmail } from '../../../../src/core/account/verify-email.use-case';
import { readAuthState } from '../../../../src/core/account/auth-state';
import { fakeSetup, logIn, sessionArgs, type FakeSetup } from '../../support/fake-setup';

describe('VerifyEmail', () => {
  function verify(setup: FakeSetup): VerifyEmail {
    return new VerifyEmail(...sessionArgs(setup), setup.storages, setup.clock);
  }

  function activationToken(setup: FakeSetup, email: string): string {
    const mail = [...setup.backend.world.outbox]
      .reverse()
      .find((m) => m.to === email && m.kind === 'activation');
    if (!mail) throw new Error('no activation mail');
    return mail.token;
  }

  it('activates, grants the welcome credits and logs in with the returned token', async () => {
    const setup = fakeSetup();
    const token = activationToken(setup, 'newbie@example.test');
    const result = await verify(setup).execute({ token, fingerprint: 'fp-1' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.welcomeCredits).toBe(120);
    expect(result.value.session).toMatchObject({ username: 'newbie', verified: true, credits: 120 });
    expect(setup.credentials.token()).toBe(result.value.session.token);
    expect(setup.balance.current()).toBe(120);
    expect(readAuthState(setup.storages.cookie)).toMatchObject({ loggedIn: true, username: 'newbie' });
  });

  it('says a used link is already verified', async () => {
    const setup = fakeSetup();
    const token = activationToken(setup, 'newbie@example.test');
    await verify(setup).execute({ token, fingerprint: 'fp' });
    await expect(verify(setup).execute({ token, fingerprint: 'fp' })).resolves.toEqual({
      ok: false,
      error: { kind: 'alreadyVerified' },
    });
  });

  it('maps unknown tokens and a missing token', async () => {
    const setup = fakeSetup();
    await expect(verify(setup).execute({ token: 'no-such-token', fingerprint: 'fp' })).resolves.toEqual({
      ok: false,
      error: { kind: 'notExists' },
    });
    await expect(verify(setup).execute({ token: '  ', fingerprint: 'fp' })).resolves.toEqual({
      ok: false,
      error: { kind: 'missingToken' },
    });
  });

  it('reports an expired link', async () => {
    const setup = fakeSetup();
    const token = activationToken(setup, 'newbie@example.test');
    setup.clock.advance(400 * 86_400_000);
    await expect(verify(setup).execute({ token, fingerprint: 'fp' })).resolves.toEqual({
      ok: false,
      error: { kind: 'expired' },
    });
  });

  it('refuses a JWT-shaped link token whose exp has passed without calling the backend', async () => {
    const setup = fakeSetup();
    const session = await logIn(setup, 'demo', 'demo1234');
    setup.clock.advance(2 * 86_400_000);
    const spy = jest.spyOn(setup.ports.member, 'activate');
    await expect(verify(setup).execute({ token: session.token, fingerprint: 'fp' })).resolves.toEqual({
      ok: false,
      error: { kind: 'expired' },
    });
    expect(spy).not.toHaveBeenCalled();
  });
});
