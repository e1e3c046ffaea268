import { ApiError } from '../../../../src/core/common/api-error.model';
import { INITIAL_DIAL_IN_STATE } from '../../../../src/core/dial-in/dial-in.rules';
import { PayDialIn } from '../../../../src/core/dial-in/pay-dial-in.use-case';
import { VerifyDialIn } from '../../../../src/core/dial-in/verify-dial-in.use-case';
import { fakeSetup, logIn } from '../../support/fake-setup';
import { ivr } from './dial-in-setup';

describe('VerifyDialIn', () => {
  it('walks pending → in call → ended', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const { session, pincode } = await ivr(setup);
    await new PayDialIn(setup.ports.dialIn, setup.clock, setup.logger).execute({
      pincode,
      provider: 'ivr',
      username: 'demo',
    });
    const verify = new VerifyDialIn(setup.ports.dialIn, setup.logger);

    const pending = await verify.execute({ session, previous: INITIAL_DIAL_IN_STATE });
    expect(pending.ok && pending.value).toMatchObject({
      state: { session, state: 'pending', initialized: true, active: false },
      loader: 'show',
      effect: { kind: 'poll', afterMs: 1000 },
    });
    if (!pending.ok) return;

    setup.backend.world.phoneCall(session);
    setup.backend.world.dialIn.connect(session);
    const inCall = await verify.execute({ session, previous: pending.value.state });
    expect(inCall.ok && inCall.value).toMatchObject({
      state: { state: 'in_call', active: true, nickname: 'demo' },
      loader: 'hide',
      effect: { kind: 'activate' },
    });
    if (!inCall.ok) return;

    setup.clock.advance(90_000);
    setup.backend.world.hangUp(session);
    const ended = await verify.execute({ session, previous: inCall.value.state });
    expect(ended.ok && ended.value.effect).toEqual({
      kind: 'end',
      leaveChatReason: 'dialin_stopped',
      resetAfterMs: 3000,
    });
    await expect(setup.ports.member.getCredits()).resolves.toBe(5000 + 2 * 60);
  });

  it('resets and reopens when an initialised session expires', async () => {
    const setup = fakeSetup();
    const { session, pincode } = await ivr(setup);
    await new PayDialIn(setup.ports.dialIn, setup.clock, setup.logger).execute({ pincode, provider: 'ivr' });
    const verify = new VerifyDialIn(setup.ports.dialIn, setup.logger);
    const pending = await verify.execute({ session, previous: INITIAL_DIAL_IN_STATE });
    if (!pending.ok) throw new Error('expected pending');
    setup.clock.advance(61_000);
    const expired = await verify.execute({ session, previous: pending.value.state });
    expect(expired).toEqual({
      ok: true,
      value: { state: INITIAL_DIAL_IN_STATE, loader: 'hide', effect: { kind: 'reopen', reopenAfterMs: 100 } },
    });
  });

  it('turns dial-in off without a session, without calling the backend', async () => {
    const setup = fakeSetup();
    const spy = jest.spyOn(setup.ports.dialIn, 'verify');
    const result = await new VerifyDialIn(setup.ports.dialIn, setup.logger).execute({
      session: null,
      previous: INITIAL_DIAL_IN_STATE,
    });
    expect(result).toEqual({
      ok: true,
      value: { state: INITIAL_DIAL_IN_STATE, loader: 'hide', effect: { kind: 'none' } },
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('reports an unknown session', async () => {
    const setup = fakeSetup();
    const result = await new VerifyDialIn(setup.ports.dialIn, setup.logger).execute({
      session: 'ivr_nope',
      previous: INITIAL_DIAL_IN_STATE,
    });
    expect(result).toEqual({ ok: false, error: { kind: 'sessionNotFound' } });
  });

  it('logs an unknown state and keeps the previous state', async () => {
    const setup = fakeSetup();
    jest.spyOn(setup.ports.dialIn, 'verify').mockResolvedValue({ state: 'ringing' as never, nickname: null });
    const result = await new VerifyDialIn(setup.ports.dialIn, setup.logger).execute({
      session: 's',
      previous: INITIAL_DIAL_IN_STATE,
    });
    expect(result.ok && result.value.effect).toEqual({ kind: 'unknown', state: 'ringing' });
    expect(setup.logger.messages('warn')).toEqual(['Unknown dial-in state']);
  });

  it('rethrows other failures', async () => {
    const setup = fakeSetup();
    setup.backend.faults.set({ errorRate: 1 });
    await expect(
      new VerifyDialIn(setup.ports.dialIn, setup.logger).execute({
        session: 's',
        previous: INITIAL_DIAL_IN_STATE,
      }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
