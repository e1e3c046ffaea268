import {
  DIAL_IN_STORAGE_KEY,
  INITIAL_DIAL_IN_STATE,
  IVR_STORAGE_KEY,
} from '../../../../src/core/dial-in/dial-in.rules';
import { DialInFlow, type DialInFlowListener } from '../../../../src/core/dial-in/dial-in-flow';
import { readDialInState } from '../../../../src/core/dial-in/dial-in-storage';
import { PayDialIn } from '../../../../src/core/dial-in/pay-dial-in.use-case';
import { VerifyDialIn } from '../../../../src/core/dial-in/verify-dial-in.use-case';
import { fakeSetup, logIn, type FakeSetup } from '../../support/fake-setup';

/** Lets the fake backend's promises settle after the clock fired a timer. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

async function tick(setup: FakeSetup, ms: number) {
  setup.clock.advance(ms);
  await settle();
}

/** What the flow told its listener, in order. */
function recorder() {
  const heard: string[] = [];
  const listener: DialInFlowListener = {
    state: (state) => heard.push(`state:${state.session ? state.state : 'off'}`),
    loader: (show) => heard.push(show ? 'loader:show' : 'loader:hide'),
    activate: () => heard.push('activate'),
    leaveChat: (reason) => heard.push(`leaveChat:${reason}`),
    closeDrawer: () => heard.push('closeDrawer'),
    reopenDrawer: () => heard.push('reopenDrawer'),
    sessionLost: () => heard.push('sessionLost'),
  };
  return { heard, listener };
}

function makeFlow(setup: FakeSetup, member = false) {
  const verify = new VerifyDialIn(setup.ports.dialIn, setup.logger);
  const flow = new DialInFlow(
    verify,
    setup.ports.memberEvents,
    setup.storages,
    setup.clock,
    setup.logger,
    () => member,
  );
  const { heard, listener } = recorder();
  flow.subscribe(listener);
  return { flow, heard, verify: jest.spyOn(setup.ports.dialIn, 'verify') };
}

/** A session whose pin the site has sent: pending until the caller presses 1. */
async function paidSession(setup: FakeSetup, username: string | null = null) {
  const { session } = await setup.ports.dialIn.getIvrSession({ country: 'NL' });
  const { pincode } = setup.backend.world.phoneCall(session);
  const paid = await new PayDialIn(setup.ports.dialIn, setup.clock, setup.logger).execute({
    pincode,
    provider: 'dialin',
    username,
  });
  if (!paid.ok) throw new Error('pay failed');
  return session;
}

/**
 * A flow following a freshly paid session: a guest's, or with `member` the logged-in demo
 * member's, whose socket is connected so the flow can hear the call's end from it.
 */
async function following(member = false) {
  const setup = fakeSetup();
  if (member) {
    await logIn(setup, 'demo', 'demo1234');
    setup.ports.memberEvents.connect();
  }
  const session = await paidSession(setup, member ? 'demo' : null);
  const made = makeFlow(setup, member);
  await made.flow.follow(session);
  return { setup, session, ...made };
}

describe('DialInFlow', () => {
  it('turns dial-in off on start without a stored session', async () => {
    const setup = fakeSetup();
    const { flow, heard, verify } = makeFlow(setup);
    await flow.resume();
    expect(flow.state).toEqual(INITIAL_DIAL_IN_STATE);
    expect(heard).toEqual(['state:off', 'loader:hide']);
    expect(verify).not.toHaveBeenCalled();
  });

  it('pending: persists the initialised state for a day, shows the loader and asks every second', async () => {
    const setup = fakeSetup();
    const session = await paidSession(setup);
    const { flow, heard, verify } = makeFlow(setup);
    setup.storages.session.set(IVR_STORAGE_KEY, 'cached');
    await flow.follow(session);
    expect(heard).toEqual(['state:pending', 'loader:show']);
    expect(readDialInState(setup.storages.cookie)).toMatchObject({
      session,
      state: 'pending',
      initialized: true,
    });
    expect(setup.storages.session.get(IVR_STORAGE_KEY)).toBeNull();
    expect(verify).toHaveBeenCalledTimes(1);
    await tick(setup, 999);
    expect(verify).toHaveBeenCalledTimes(1);
    await tick(setup, 1);
    await tick(setup, 1000);
    expect(verify).toHaveBeenCalledTimes(3);
    flow.dispose();
    setup.clock.advance(86_400_000);
    expect(setup.storages.cookie.get(DIAL_IN_STORAGE_KEY)).toBeNull();
  });

  it('in call: activates and, for a guest, keeps asking until the call ends; ended leaves the chat and resets after 3 s', async () => {
    const { setup, session, flow, heard } = await following();
    setup.backend.world.dialIn.connect(session);
    await tick(setup, 1000);
    expect(flow.state).toMatchObject({
      state: 'in_call',
      active: true,
      nickname: expect.stringMatching(/^anonymous/),
    });
    expect(heard.slice(-3)).toEqual(['state:in_call', 'loader:hide', 'activate']);
    setup.backend.world.hangUp(session);
    await tick(setup, 1000);
    expect(flow.state).toMatchObject({ state: 'ended', active: false });
    expect(heard.slice(-3)).toEqual(['state:ended', 'loader:hide', 'leaveChat:dialin_stopped']);
    expect(setup.logger.messages('info')).toContain('Dial-in ended: leaving the chat');
    await tick(setup, 2999);
    expect(flow.state.session).toBe(session);
    await tick(setup, 1);
    expect(flow.state).toEqual(INITIAL_DIAL_IN_STATE);
    expect(setup.storages.cookie.get(DIAL_IN_STORAGE_KEY)).toBeNull();
  });

  it('for a member, stops asking in the call and hears its end from the socket', async () => {
    const { setup, session, flow, heard, verify } = await following(true);
    setup.backend.world.dialIn.connect(session);
    await tick(setup, 1000);
    const asked = verify.mock.calls.length;
    await tick(setup, 5000);
    expect(verify).toHaveBeenCalledTimes(asked);
    setup.backend.world.hangUp(session);
    expect(flow.state.state).toBe('ended');
    expect(heard).toContain('leaveChat:dialin_stopped');
  });

  it('expired after it started: resets, closes the drawer and reopens it after 100 ms', async () => {
    const { setup, session, flow, heard } = await following();
    setup.backend.world.dialIn.expire(session);
    setup.storages.session.set(IVR_STORAGE_KEY, 'stale');
    await tick(setup, 1000);
    expect(flow.state).toEqual(INITIAL_DIAL_IN_STATE);
    expect(heard.slice(-3)).toEqual(['state:off', 'loader:hide', 'closeDrawer']);
    expect(setup.storages.session.get(IVR_STORAGE_KEY)).toBeNull();
    await tick(setup, 99);
    expect(heard).not.toContain('reopenDrawer');
    await tick(setup, 1);
    expect(heard.at(-1)).toBe('reopenDrawer');
  });

  it('drops a session that expired before it was ever pending, without reopening', async () => {
    const setup = fakeSetup();
    const session = await paidSession(setup);
    setup.backend.world.dialIn.expire(session);
    const { flow, heard } = makeFlow(setup);
    await flow.follow(session);
    expect(flow.state).toEqual(INITIAL_DIAL_IN_STATE);
    await tick(setup, 1000);
    expect(heard).not.toContain('closeDrawer');
    expect(heard).not.toContain('reopenDrawer');
  });

  it('resumes a stored session on start and follows it', async () => {
    const setup = fakeSetup();
    const session = await paidSession(setup);
    const first = makeFlow(setup).flow;
    await first.follow(session);
    // A new page of the tab: the flow starts from the cookie.
    first.dispose();
    const { flow, heard } = makeFlow(setup);
    await flow.resume();
    expect(heard).toEqual(['state:pending', 'state:pending', 'loader:show']);
    setup.backend.world.dialIn.connect(session);
    await tick(setup, 1000);
    expect(flow.state.active).toBe(true);
  });

  it('reports and resets a session the backend does not know', async () => {
    const setup = fakeSetup();
    const { flow, heard } = makeFlow(setup);
    await flow.follow('ivr_gone');
    expect(flow.state).toEqual(INITIAL_DIAL_IN_STATE);
    expect(heard.at(-1)).toBe('sessionLost');
    expect(setup.logger.messages('warn')).toContain('Dial-in session not found');
  });

  it('logs an unknown state and keeps asking while pending', async () => {
    const { setup, flow, verify } = await following();
    verify.mockResolvedValueOnce({ state: 'ringing' as never, nickname: null });
    await tick(setup, 1000);
    expect(flow.state.state).toBe('pending');
    expect(setup.logger.messages('warn')).toContain('Unknown dial-in state');
    await tick(setup, 1000);
    expect(verify).toHaveBeenCalledTimes(3);
  });

  it('keeps asking after a failed check while pending', async () => {
    const { setup, session, flow, verify } = await following();
    setup.backend.faults.set({ errorRate: 1 });
    await tick(setup, 1000);
    expect(setup.logger.messages('warn')).toContain('Dial-in check failed');
    setup.backend.faults.set({ errorRate: 0 });
    setup.backend.world.dialIn.connect(session);
    await tick(setup, 1000);
    expect(verify).toHaveBeenCalledTimes(3);
    expect(flow.state.state).toBe('in_call');
  });

  it('checks at once when the socket reconnects', async () => {
    const { setup, session, flow, verify } = await following(true);
    setup.backend.world.dialIn.connect(session);
    setup.backend.faults.dropSocket();
    setup.backend.world.hangUp(session);
    await settle();
    expect(flow.state.state).toBe('in_call');
    const asked = verify.mock.calls.length;
    await tick(setup, setup.backend.faults.settings.reconnectDelayMs);
    expect(verify.mock.calls.length).toBeGreaterThan(asked);
    expect(flow.state.state).toBe('ended');
  });

  it('stops asking on reset', async () => {
    const { setup, flow, heard, verify } = await following();
    flow.reset();
    expect(heard.slice(-2)).toEqual(['state:off', 'loader:hide']);
    expect(setup.storages.cookie.get(DIAL_IN_STORAGE_KEY)).toBeNull();
    await tick(setup, 5000);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('after dispose no longer follows the socket or the clock', async () => {
    const { setup, session, flow, heard, verify } = await following(true);
    const told = heard.length;
    flow.dispose();
    setup.backend.world.dialIn.connect(session);
    await tick(setup, 5000);
    expect(flow.state.state).toBe('pending');
    expect(heard).toHaveLength(told);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
