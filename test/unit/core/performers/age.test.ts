import { ageInYears } from '../../../../src/core/performers/age';

const at = (iso: string) => Date.parse(iso);

describe('ageInYears', () => {
  it('counts whole years: the day before the birthday is still the younger age', () => {
    expect(ageInYears('2000-06-15', at('2026-06-14T23:59:59Z'))).toBe(25);
    expect(ageInYears('2000-06-15', at('2026-06-15T00:00:00Z'))).toBe(26);
    expect(ageInYears('2000-06-15', at('2026-12-31T12:00:00Z'))).toBe(26);
  });

  it('compares the month before the day', () => {
    expect(ageInYears('2000-06-15', at('2026-05-31T12:00:00Z'))).toBe(25);
    expect(ageInYears('2000-06-15', at('2026-07-01T12:00:00Z'))).toBe(26);
  });

  it('turns 18 exactly on the 18th birthday', () => {
    expect(ageInYears('2008-11-23', at('2026-11-22T12:00:00Z'))).toBe(17);
    expect(ageInYears('2008-11-23', at('2026-11-23T00:00:00Z'))).toBe(18);
  });

  it('handles new year: born on 31 December, asked on 1 January', () => {
    expect(ageInYears('1999-12-31', at('2027-01-01T00:00:00Z'))).toBe(27);
    expect(ageInYears('1999-12-31', at('2026-12-31T00:00:00Z'))).toBe(27);
    expect(ageInYears('2000-01-01', at('2026-12-31T23:59:59Z'))).toBe(26);
  });

  it('lets a leap-day birth age on 1 March in common years and on 29 February in leap years', () => {
    expect(ageInYears('2004-02-29', at('2027-02-28T12:00:00Z'))).toBe(22);
    expect(ageInYears('2004-02-29', at('2027-03-01T00:00:00Z'))).toBe(23);
    expect(ageInYears('2004-02-29', at('2028-02-28T12:00:00Z'))).toBe(23);
    expect(ageInYears('2004-02-29', at('2028-02-29T00:00:00Z'))).toBe(24);
  });

  it('uses the UTC calendar, so server and browser agree whatever their time zone', () => {
    expect(ageInYears('2000-06-15', at('2026-06-14T23:30:00-02:00'))).toBe(26);
    expect(ageInYears('2000-06-15', at('2026-06-15T00:30:00+02:00'))).toBe(25);
  });

  it('ignores a time part after the date', () => {
    expect(ageInYears('2000-06-15T22:00:00Z', at('2026-06-15T01:00:00Z'))).toBe(26);
  });

  it('gives null for dates that do not exist, are not dates, or lie in the future', () => {
    expect(ageInYears('2001-02-29', at('2026-06-15T00:00:00Z'))).toBeNull();
    expect(ageInYears('2000-13-01', at('2026-06-15T00:00:00Z'))).toBeNull();
    expect(ageInYears('15-06-2000', at('2026-06-15T00:00:00Z'))).toBeNull();
    expect(ageInYears('', at('2026-06-15T00:00:00Z'))).toBeNull();
    expect(ageInYears('2030-01-01', at('2026-06-15T00:00:00Z'))).toBeNull();
    expect(ageInYears('2000-01-01', Number.NaN)).toBeNull();
  });

  it('is 0 in the first year', () => {
    expect(ageInYears('2026-01-01', at('2026-06-15T00:00:00Z'))).toBe(0);
  });
});
