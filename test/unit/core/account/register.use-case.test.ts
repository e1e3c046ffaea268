import { ApiError } from '../../../../src/core/common/api-error.model';
import { Register, type RegisterInput } from '../../../../src/core/account/register.use-case';
import { readAuthState } from '../../../../src/core/account/auth-state';
import { fakeSetup, sessionArgs, type FakeSetup } from '../../support/fake-setup';

const input: RegisterInput = {
  username: 'nieuwe_jan',
  email: 'jan@example.test',
  password: 'geheim123',
  ageAndTerms: true,
  meta: { p: '61' },
};

/** A partner whose own affiliate code is 77. */
const PARTNER = { affiliateCode: '77', version: '4.0' };

function register(setup: FakeSetup): Register {
  return new Register(...sessionArgs(setup), setup.storages, setup.analytics, PARTNER);
}

describe('Register', () => {
  it('registers, logs in automatically and pushes sign_up', async () => {
    const setup = fakeSetup();
    const result = await register(setup).execute({ ...input, username: '  nieuwe_jan ' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ username: 'nieuwe_jan', verified: false, credits: 0 });
    expect(readAuthState(setup.storages.cookie)).toMatchObject({ loggedIn: true, username: 'nieuwe_jan' });
    expect(setup.analytics.named('sign_up')).toEqual([{ method: 'register', affiliate: '61' }]);
    expect(
      setup.backend.world.outbox.some((mail) => mail.to === 'jan@example.test' && mail.kind === 'activation'),
    ).toBe(true);
  });

  it('signs up with the affiliate’s code and tags, else the partner’s own code, and the white label’s version', async () => {
    const setup = fakeSetup();
    const sent = jest.spyOn(setup.ports.member, 'register');
    await register(setup).execute({ ...input, meta: { p: '61', click_id: 'c9' } });
    await register(setup).execute({
      ...input,
      username: 'nieuwe_piet',
      email: 'piet@example.test',
      meta: {},
    });
    expect(sent.mock.calls.map(([registration]) => registration.meta)).toEqual([
      { p: '61', click_id: 'c9', whiteLabelVersion: '4.0' },
      { p: '77', whiteLabelVersion: '4.0' },
    ]);
    expect(setup.analytics.named('sign_up').map((event) => event.affiliate)).toEqual(['61', '77']);
  });

  it('returns the validation errors without calling the backend', async () => {
    const setup = fakeSetup();
    const spy = jest.spyOn(setup.ports.member, 'register');
    const result = await register(setup).execute({
      ...input,
      username: 'ab',
      password: 'letters',
      ageAndTerms: false,
    });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        errors: {
          username: ['validation.minLength'],
          email: [],
          password: ['validation.noNumbers'],
          ageAndTerms: ['validation.ageAndTerms'],
        },
      },
    });
    expect(spy).not.toHaveBeenCalled();
    expect(setup.analytics.events).toEqual([]);
  });

  it('reports an e-mail address or user name in use', async () => {
    const setup = fakeSetup();
    await expect(register(setup).execute({ ...input, email: 'demo@example.test' })).resolves.toEqual({
      ok: false,
      error: { kind: 'emailExists' },
    });
    await expect(register(setup).execute({ ...input, username: 'demo' })).resolves.toEqual({
      ok: false,
      error: { kind: 'usernameExists' },
    });
    expect(setup.analytics.named('sign_up')).toEqual([]);
  });

  it('rethrows unexpected failures', async () => {
    const setup = fakeSetup();
    setup.backend.faults.set({ errorRate: 1 });
    await expect(register(setup).execute(input)).rejects.toBeInstanceOf(ApiError);
  });
});
