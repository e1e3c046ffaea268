import { IVR_STORAGE_KEY } from '../../../../src/core/dial-in/dial-in.rules';
import {
  cacheIvr,
  DIAL_IN_MAX_AGE_SECONDS,
  forgetIvr,
  readCachedIvr,
  readDialInState,
  writeDialInState,
} from '../../../../src/core/dial-in/dial-in-storage';
import { StartDialIn } from '../../../../src/core/dial-in/start-dial-in.use-case';
import { fakeSetup, type FakeSetup } from '../../support/fake-setup';

function startDialIn(setup: FakeSetup) {
  return new StartDialIn(
    setup.ports.dialIn,
    setup.ports.geolocation,
    setup.storages.session,
    setup.clock,
    setup.logger,
  );
}

describe('StartDialIn', () => {
  it('starts in the visitor’s country with the numbers and a pending IVR session', async () => {
    const setup = fakeSetup();
    const start = await startDialIn(setup).execute({ country: null });
    expect(start.country).toBe('NL');
    expect(start.numbers.map((entry) => entry.id)).toEqual(['NL', 'BE', 'DE']);
    expect(start.ivr).toMatchObject({ tariff: 0.8, ttl: 60, flag: 'nl' });
    expect(await setup.ports.dialIn.verify(start.ivr!.session)).toMatchObject({ state: 'pending' });
  });

  it.each([
    ['BE', 'BE'],
    ['de', 'DE'],
    ['FR', 'NL'],
    [null, 'NL'],
  ])('takes geolocation %s as %s', async (code, country) => {
    const setup = fakeSetup();
    jest.spyOn(setup.ports.geolocation, 'countryCode').mockResolvedValue(code);
    expect((await startDialIn(setup).execute({ country: null })).country).toBe(country);
  });

  it('falls back to NL when geolocation fails, and asks it only once', async () => {
    const setup = fakeSetup();
    const spy = jest.spyOn(setup.ports.geolocation, 'countryCode').mockRejectedValue(new Error('down'));
    const use = startDialIn(setup);
    expect((await use.execute({ country: null })).country).toBe('NL');
    await use.execute({ country: null });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(setup.logger.messages('warn')).toEqual(['Geolocation failed']);
  });

  it('reuses the cached IVR session of the country until it expires', async () => {
    const setup = fakeSetup();
    const use = startDialIn(setup);
    const spy = jest.spyOn(setup.ports.dialIn, 'getIvrSession');
    const first = await use.execute({ country: 'NL' });
    setup.clock.advance(59_000);
    expect((await use.execute({ country: 'NL' })).ivr).toEqual(first.ivr);
    expect(spy).toHaveBeenCalledTimes(1);
    const belgian = await use.execute({ country: 'BE' });
    expect(belgian.ivr?.flag).toBe('be');
    setup.clock.advance(61_000);
    const again = await use.execute({ country: 'BE' });
    expect(again.ivr?.session).not.toBe(belgian.ivr?.session);
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('fetches the numbers once', async () => {
    const setup = fakeSetup();
    const spy = jest.spyOn(setup.ports.dialIn, 'getNumbers');
    const use = startDialIn(setup);
    await use.execute({ country: 'NL' });
    await use.execute({ country: 'DE' });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ provider: 'dialin' });
  });

  it('reports failed fetches without failing: empty numbers, no session', async () => {
    const setup = fakeSetup();
    setup.backend.faults.set({ errorRate: 1 });
    const start = await startDialIn(setup).execute({ country: 'DE' });
    expect(start).toEqual({ country: 'DE', numbers: [], ivr: null });
    expect(setup.logger.messages('error').sort()).toEqual(['Dial-in numbers failed', 'IVR session failed']);
    expect(setup.storages.session.get(IVR_STORAGE_KEY)).toBeNull();
  });
});

describe('dial-in storage', () => {
  const state = { session: 's1', state: 'in_call' as const, nickname: 'x', active: true, initialized: true };

  it('keeps the dial-in state in the cookie for one day and removes it when off', () => {
    const setup = fakeSetup();
    expect(DIAL_IN_MAX_AGE_SECONDS).toBe(86_400);
    writeDialInState(setup.storages.cookie, state);
    expect(readDialInState(setup.storages.cookie)).toEqual(state);
    setup.clock.advance(86_399_000);
    expect(readDialInState(setup.storages.cookie)).toEqual(state);
    setup.clock.advance(1000);
    expect(readDialInState(setup.storages.cookie).session).toBeNull();
    writeDialInState(setup.storages.cookie, state);
    writeDialInState(setup.storages.cookie, { ...state, session: null });
    expect(setup.storages.cookie.get('dialIn')).toBeNull();
  });

  it('caches an IVR session per country until its expiry, and forgets it on demand', () => {
    const setup = fakeSetup();
    const ivr = {
      session: 'ivr_1',
      callednumber: '0900',
      displaynumber: '0900',
      tariff: 0.8,
      ttl: 60,
      expiresAt: setup.clock.now() + 60_000,
      flag: 'nl',
    };
    cacheIvr(setup.storages.session, 'NL', ivr);
    expect(readCachedIvr(setup.storages.session, 'NL', setup.clock.now())).toEqual(ivr);
    expect(readCachedIvr(setup.storages.session, 'BE', setup.clock.now())).toBeNull();
    expect(readCachedIvr(setup.storages.session, 'NL', ivr.expiresAt)).toBeNull();
    forgetIvr(setup.storages.session);
    expect(readCachedIvr(setup.storages.session, 'NL', setup.clock.now())).toBeNull();
  });
});
