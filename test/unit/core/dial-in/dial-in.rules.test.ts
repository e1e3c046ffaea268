import {
  anonymousDialInUsername,
  defaultDialInCountry,
  dialInStatusBar,
  dialInStep,
  hasDoubleCredits,
  INITIAL_DIAL_IN_STATE,
  parseCachedIvr,
  parseDialInState,
} from '../../../../src/core/dial-in/dial-in.rules';

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

describe('dial-in countries and the IVR cache', () => {
  it('defaults to the visitor’s country when NL, BE or DE, else NL', () => {
    expect(defaultDialInCountry('be')).toBe('BE');
    expect(defaultDialInCountry('DE')).toBe('DE');
    expect(defaultDialInCountry('FR')).toBe('NL');
    expect(defaultDialInCountry(null)).toBe('NL');
  });

  it('gives only Belgium the double-credits promotion', () => {
    expect(['NL', 'BE', 'DE'].filter((c) => hasDoubleCredits(c as 'NL'))).toEqual(['BE']);
  });

  it('reads a cached IVR session only for its country and before its expiry', () => {
    const ivr = { session: 'a', expiresAt: 1000 };
    const raw = JSON.stringify({ country: 'NL', ivr });
    expect(parseCachedIvr(raw, 'NL', 999)).toEqual(ivr);
    expect(parseCachedIvr(raw, 'NL', 1000)).toBeNull();
    expect(parseCachedIvr(raw, 'DE', 0)).toBeNull();
    expect(parseCachedIvr('{broken', 'NL', 0)).toBeNull();
    expect(parseCachedIvr(null, 'NL', 0)).toBeNull();
  });
});

describe('parseDialInState', () => {
  it('reads the persisted state and treats anything unreadable as the initial state', () => {
    const state = { session: 's', state: 'in_call', nickname: 'n', active: true, initialized: true };
    expect(parseDialInState(JSON.stringify(state))).toEqual(state);
    expect(parseDialInState(JSON.stringify({ session: 's', state: 'bogus' }))).toEqual({
      ...INITIAL_DIAL_IN_STATE,
      session: 's',
    });
    expect(parseDialInState('nope')).toEqual(INITIAL_DIAL_IN_STATE);
    expect(parseDialInState(null)).toEqual(INITIAL_DIAL_IN_STATE);
  });
});

describe('dialInStep, further transitions', () => {
  it('keeps the nickname it knew when a later answer has none', () => {
    const inCall = dialInStep(INITIAL_DIAL_IN_STATE, 's1', 'in_call', 'caller').state;
    expect(dialInStep(inCall, 's1', 'ended').state.nickname).toBe('caller');
  });

  it('an in-call session that ends after pending stays initialised; ended shows as ended', () => {
    const pending = dialInStep(INITIAL_DIAL_IN_STATE, 's1', 'pending').state;
    const ended = dialInStep(dialInStep(pending, 's1', 'in_call').state, 's1', 'ended');
    expect(ended.state).toMatchObject({ initialized: true, active: false, state: 'ended' });
    expect(ended.loader).toBe('hide');
    expect(dialInStatusBar(ended.state, false)).toBe('ended');
  });

  it('expired before starting keeps the loader as it was', () => {
    expect(dialInStep(INITIAL_DIAL_IN_STATE, 's1', 'expired').loader).toBe('keep');
  });
});

describe('parseDialInState', () => {
  it('reads the persisted dial-in state and treats anything else as the initial state', () => {
    expect(parseDialInState(JSON.stringify({ session: 's', state: 'in_call', active: true }))).toEqual({
      session: 's',
      state: 'in_call',
      nickname: null,
      active: true,
      initialized: false,
    });
    expect(parseDialInState(JSON.stringify({ state: 'dancing' })).state).toBe('pending');
    expect(parseDialInState('{broken')).toEqual(INITIAL_DIAL_IN_STATE);
    expect(parseDialInState(null)).toEqual(INITIAL_DIAL_IN_STATE);
  });
});
