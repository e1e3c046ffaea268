import { intlFields, zonedFields } from '../../../../src/core/messaging/zoned-time';

const HOUR = 3_600_000;
const ZONES = ['Europe/Amsterdam'];

/** Instants around each of the year's clock changes, a quarter of an hour apart, and every day's noon. */
function instantsOf(year: number): number[] {
  const instants: number[] = [];
  for (const month of [2, 9]) {
    for (let day = 24; day <= 31; day += 1) {
      const midnight = Date.UTC(year, month, day);
      for (let quarter = -8; quarter < 16; quarter += 1) instants.push(midnight + quarter * HOUR * 0.25);
    }
  }
  for (let day = 0; day < 366; day += 7) instants.push(Date.UTC(year, 0, 1, 12) + day * 24 * HOUR);
  return instants;
}

describe('zonedFields of Europe/Amsterdam, on the European Union rule', () => {
  it('agrees with the platform zone data around every clock change from 1996 to 2037', () => {
    for (const zone of ZONES)
      for (let year = 1996; year <= 2037; year += 1)
        for (const instant of instantsOf(year))
          expect([zone, new Date(instant).toISOString(), zonedFields(instant, zone)]).toEqual([
            zone,
            new Date(instant).toISOString(),
            intlFields(instant, zone),
          ]);
  });

  it('leaves the years outside the rule to the platform', () => {
    for (const instant of [Date.UTC(1995, 8, 24, 0, 30), Date.UTC(1980, 3, 1), Date.UTC(2038, 6, 1, 12)])
      expect(zonedFields(instant, 'Europe/Amsterdam')).toEqual(intlFields(instant, 'Europe/Amsterdam'));
    // 1995 still ended summer time in September in Amsterdam: the platform knows it.
    expect(zonedFields(Date.UTC(1995, 8, 24, 12), 'Europe/Amsterdam')!.hour).toBe(13);
  });

  it('has no fields for an invalid instant', () => {
    expect(zonedFields(Number.NaN, 'Europe/Amsterdam')).toBeNull();
  });
});
