import { NO_LIMITS, type PeriodTotals } from '../../../../src/core/wallet/spending-limits.model';
import {
  changeLimit,
  LIMIT_RAISE_DELAY_MS,
  limitsInForce,
  pauseBuying,
  refusalOf,
} from '../../../../src/core/wallet/spending-limits.rules';

const NOW = Date.UTC(2026, 11, 7, 12);
const HOUR = 3_600_000;
const none = { day: 0, week: 0, month: 0 };
const totals = (
  spent: Partial<PeriodTotals['spent']>,
  bought: Partial<PeriodTotals['bought']> = {},
): PeriodTotals => ({
  spent: { ...none, ...spent },
  bought: { ...none, ...bought },
});

describe("a member's spending limits", () => {
  it('refuses nothing without limits or a pause', () => {
    expect(refusalOf(NO_LIMITS, totals({ day: 99_999 }), { kind: 'spend', credits: 1000 }, NOW)).toBeNull();
    expect(refusalOf(NO_LIMITS, totals({}), { kind: 'purchase', credits: 5000 }, NOW)).toBeNull();
  });

  it('holds a first limit at once and refuses a spend that would cross it, saying what is left', () => {
    const limited = changeLimit(NO_LIMITS, 'day', 500, NOW);
    expect(refusalOf(limited, totals({ day: 400 }), { kind: 'spend', credits: 100 }, NOW)).toBeNull();
    expect(refusalOf(limited, totals({ day: 400 }), { kind: 'spend', credits: 101 }, NOW)).toEqual({
      kind: 'overLimit',
      period: 'day',
      limit: 500,
      left: 100,
    });
  });

  it('counts purchases against what was bought and spends against what was spent, not both', () => {
    const limited = changeLimit(NO_LIMITS, 'week', 1000, NOW);
    const week = totals({ week: 900 }, { week: 200 });
    expect(refusalOf(limited, week, { kind: 'purchase', credits: 800 }, NOW)).toBeNull();
    expect(refusalOf(limited, week, { kind: 'purchase', credits: 801 }, NOW)).toMatchObject({ left: 800 });
    expect(refusalOf(limited, week, { kind: 'spend', credits: 100 }, NOW)).toBeNull();
    expect(refusalOf(limited, week, { kind: 'spend', credits: 101 }, NOW)).toMatchObject({ left: 100 });
  });

  it('names the shortest period that refuses', () => {
    let limited = changeLimit(NO_LIMITS, 'month', 3000, NOW);
    limited = changeLimit(limited, 'day', 200, NOW);
    expect(
      refusalOf(limited, totals({ day: 150, month: 2990 }), { kind: 'spend', credits: 60 }, NOW),
    ).toEqual({
      kind: 'overLimit',
      period: 'day',
      limit: 200,
      left: 50,
    });
  });

  it('lowers a limit at once but raises it only after 24 hours, keeping the old one until then', () => {
    const limited = changeLimit(NO_LIMITS, 'day', 500, NOW);
    const lowered = changeLimit(limited, 'day', 300, NOW + HOUR);
    expect(limitsInForce(lowered, NOW + HOUR).limits.day).toBe(300);
    const raised = changeLimit(lowered, 'day', 2000, NOW + 2 * HOUR);
    const justBefore = NOW + 2 * HOUR + LIMIT_RAISE_DELAY_MS - 1;
    expect(refusalOf(raised, totals({ day: 300 }), { kind: 'spend', credits: 60 }, justBefore)).toMatchObject(
      {
        limit: 300,
      },
    );
    expect(
      refusalOf(raised, totals({ day: 300 }), { kind: 'spend', credits: 60 }, justBefore + 1),
    ).toBeNull();
  });

  it('removes a limit only after 24 hours too, and a lower one replaces a raise still waiting', () => {
    const limited = changeLimit(NO_LIMITS, 'month', 1000, NOW);
    const removed = changeLimit(limited, 'month', null, NOW);
    expect(limitsInForce(removed, NOW + LIMIT_RAISE_DELAY_MS - 1).limits.month).toBe(1000);
    expect(limitsInForce(removed, NOW + LIMIT_RAISE_DELAY_MS).limits.month).toBeUndefined();
    const thoughtBetter = changeLimit(removed, 'month', 800, NOW + HOUR);
    expect(limitsInForce(thoughtBetter, NOW + 2 * LIMIT_RAISE_DELAY_MS)).toEqual({
      limits: { month: 800 },
      raises: [],
      pausedUntil: null,
    });
  });

  it.each([0, -1, 1.5, Number.NaN])('takes no limit of %p credits', (credits) => {
    expect(() => changeLimit(NO_LIMITS, 'day', credits, NOW)).toThrow(RangeError);
  });

  it('pauses buying, not spending, for the chosen time, and never shortens a pause', () => {
    const paused = pauseBuying(NO_LIMITS, '7d', NOW);
    const until = NOW + 7 * 24 * HOUR;
    expect(refusalOf(paused, totals({}), { kind: 'purchase', credits: 300 }, NOW)).toEqual({
      kind: 'paused',
      until,
    });
    expect(refusalOf(paused, totals({}), { kind: 'spend', credits: 300 }, NOW)).toBeNull();
    expect(pauseBuying(paused, '24h', NOW + HOUR).pausedUntil).toBe(until);
    expect(pauseBuying(paused, '30d', NOW).pausedUntil).toBe(NOW + 30 * 24 * HOUR);
    expect(refusalOf(paused, totals({}), { kind: 'purchase', credits: 300 }, until)).toBeNull();
  });
});
