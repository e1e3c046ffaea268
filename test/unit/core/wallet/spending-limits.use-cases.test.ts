import { limitCredits, validateLimitInput } from '../../../../src/core/wallet/limit-input.rules';
import {
  ChangeSpendingLimit,
  LoadSpendingLimits,
  PauseBuying,
} from '../../../../src/core/wallet/spending-limits.use-cases';
import { LIMIT_RAISE_DELAY_MS } from '../../../../src/core/wallet/spending-limits.rules';
import { fakeSetup, logIn } from '../../support/fake-setup';

describe('a limit as the member types it', () => {
  it.each([
    ['', 'validation.required'],
    ['  ', 'validation.required'],
    ['12.5', 'validation.notANumber'],
    ['-5', 'validation.notANumber'],
    ['ten', 'validation.notANumber'],
    ['0', 'validation.min'],
    ['1000001', 'validation.max'],
  ])('refuses %j with %s', (credits, key) => {
    expect(validateLimitInput({ credits })).toEqual({ credits: [key] });
  });

  it('takes a whole number from 1 to a million, spaces around it trimmed', () => {
    expect(validateLimitInput({ credits: ' 500 ' })).toEqual({ credits: [] });
    expect(validateLimitInput({ credits: '1000000' })).toEqual({ credits: [] });
    expect(limitCredits({ credits: ' 500 ' })).toBe(500);
  });
});

async function member() {
  const setup = fakeSetup();
  await logIn(setup, 'demo', 'demo1234');
  const { member: api } = setup.ports;
  return {
    setup,
    load: new LoadSpendingLimits(api, setup.logger),
    change: new ChangeSpendingLimit(api, setup.logger),
    pause: new PauseBuying(api, setup.logger),
  };
}

describe('the spending limits use-cases', () => {
  it('answer the backend’s limits after each change: a lower one at once, a higher one waiting', async () => {
    const { setup, load, change } = await member();
    await expect(load.execute()).resolves.toMatchObject({ ok: true, value: { settings: { limits: {} } } });
    await expect(change.execute({ period: 'day', credits: 500 })).resolves.toMatchObject({
      ok: true,
      value: { settings: { limits: { day: 500 }, raises: [] } },
    });
    const raised = await change.execute({ period: 'day', credits: 800 });
    expect(raised).toMatchObject({
      ok: true,
      value: {
        settings: {
          limits: { day: 500 },
          raises: [{ period: 'day', credits: 800, from: setup.clock.now() + LIMIT_RAISE_DELAY_MS }],
        },
      },
    });
  });

  it('pause buying until the length is over', async () => {
    const { setup, pause } = await member();
    const result = await pause.execute('7d');
    expect(result).toMatchObject({
      ok: true,
      value: { settings: { pausedUntil: setup.clock.now() + 7 * 86_400_000 } },
    });
  });

  it('fail, logged, when the backend does not answer, and nothing changed', async () => {
    const { setup, load, change, pause } = await member();
    setup.backend.faults.set({ errorRate: 1 });
    await expect(load.execute()).resolves.toEqual({ ok: false, error: { kind: 'failed' } });
    await expect(change.execute({ period: 'week', credits: 100 })).resolves.toEqual({
      ok: false,
      error: { kind: 'failed' },
    });
    await expect(pause.execute('24h')).resolves.toEqual({ ok: false, error: { kind: 'failed' } });
    expect(setup.logger.entries.filter((entry) => entry.level === 'error')).toHaveLength(3);
    setup.backend.faults.set({ errorRate: 0 });
    await expect(load.execute()).resolves.toMatchObject({
      value: { settings: { limits: {}, pausedUntil: null } },
    });
  });

  it('never send a limit that is not a whole number of credits', () => {
    const change = new ChangeSpendingLimit(null as never, null as never);
    expect(() => change.execute({ period: 'day', credits: 0 })).toThrow(RangeError);
    expect(() => change.execute({ period: 'day', credits: 1.5 })).toThrow(RangeError);
  });
});
