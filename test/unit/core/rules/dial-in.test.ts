import {
  anonymousDialInUsername,
  dialInStatusBar,
  dialInStep,
  INITIAL_DIAL_IN_STATE,
} from '../../../../src/core/rules/dial-in';

describe('dialInStep', () => {
  it('pending: initialised, loader shown, poll after 1 s', () => {
    const step = dialInStep(INITIAL_DIAL_IN_STATE, 's1', 'pending');
    expect(step).toEqual({
      state: { session: 's1', state: 'pending', nickname: null, active: false, initialized: true },
      loader: 'show',
      effect: { kind: 'poll', afterMs: 1000 },
    });
  });

  it('in call: active, loader hidden, activate', () => {
    const step = dialInStep(INITIAL_DIAL_IN_STATE, 's1', 'in_call', 'caller');
    expect(step.state).toMatchObject({ state: 'in_call', active: true, nickname: 'caller' });
    expect(step.loader).toBe('hide');
    expect(step.effect).toEqual({ kind: 'activate' });
  });

  it('ended: leave the chat and reset after 3 s', () => {
    const active = dialInStep(INITIAL_DIAL_IN_STATE, 's1', 'in_call').state;
    const step = dialInStep(active, 's1', 'ended');
    expect(step.state.active).toBe(false);
    expect(step.effect).toEqual({ kind: 'end', leaveChatReason: 'dialin_stopped', resetAfterMs: 3000 });
  });

  it('expired after starting: reset and reopen after 100 ms', () => {
    const pending = dialInStep(INITIAL_DIAL_IN_STATE, 's1', 'pending').state;
    const step = dialInStep(pending, 's1', 'expired');
    expect(step.state).toEqual(INITIAL_DIAL_IN_STATE);
    expect(step.effect).toEqual({ kind: 'reopen', reopenAfterMs: 100 });
  });

  it('expired before starting: nothing to do', () => {
    expect(dialInStep(INITIAL_DIAL_IN_STATE, 's1', 'expired').effect).toEqual({ kind: 'none' });
  });

  it('unknown state: unchanged and reported', () => {
    const step = dialInStep(INITIAL_DIAL_IN_STATE, 's1', 'ringing');
    expect(step.state).toBe(INITIAL_DIAL_IN_STATE);
    expect(step.effect).toEqual({ kind: 'unknown', state: 'ringing' });
  });
});

describe('dialInStatusBar', () => {
  const base = { ...INITIAL_DIAL_IN_STATE, session: 's1' };
  it('shows pending and ended only off mobile, in call everywhere', () => {
    expect(dialInStatusBar({ ...base, state: 'pending' }, false)).toBe('pending');
    expect(dialInStatusBar({ ...base, state: 'pending' }, true)).toBeNull();
    expect(dialInStatusBar({ ...base, state: 'in_call' }, true)).toBe('in_call');
    expect(dialInStatusBar({ ...base, state: 'expired' }, false)).toBe('ended');
    expect(dialInStatusBar({ ...base, state: 'ended' }, true)).toBeNull();
    expect(dialInStatusBar(INITIAL_DIAL_IN_STATE, false)).toBeNull();
  });
});

describe('anonymousDialInUsername', () => {
  it('uses the last 7 digits of the time', () => {
    expect(anonymousDialInUsername(1_763_812_345_678)).toBe('anonymous2345678');
    expect(anonymousDialInUsername(42)).toBe('anonymous0000042');
  });
});
