import { DateTime } from 'luxon';
import { dateLabel, dayKey, timeLabel } from '../../../../src/core/messaging/date-labels';
import * as reference from './date-labels-reference';
import { at, context, now, zone } from './message-setup';
import type { Locale } from '../../../../src/core/common/locale.model';
import { createI18n } from '../../../../src/ui/i18n/create-i18n';
import { allResourcesFor } from '../../../../src/ui/i18n/locale-resources.server';

const i18nByLocale = new Map<Locale, ReturnType<typeof createI18n>>();

/** A label's text as the lane shows it: a key through the locale's texts (the reference's weekdays are luxon's). */
function shown(label: { key: string } | { text: string }, locale: Locale): string {
  if (!('key' in label)) return label.text;
  let i18n = i18nByLocale.get(locale);
  if (!i18n) i18nByLocale.set(locale, (i18n = createI18n(locale, allResourcesFor(locale))));
  return i18n.t(label.key);
}

const labelAsShown = (label: { kind: string } & ({ key: string } | { text: string }), locale: Locale) => ({
  kind: label.kind,
  text: shown(label, locale),
});

describe('dateLabel', () => {
  it('shows HH:mm today in the member zone', () => {
    expect(dateLabel(at('2026-11-18T09:05:00'), context)).toEqual({ kind: 'time', text: '09:05' });
    expect(timeLabel(at('2026-11-18T23:59:00'), context)).toBe('23:59');
  });

  it('uses the yesterday key', () => {
    expect(dateLabel(at('2026-11-17T23:00:00'), context)).toEqual({
      kind: 'yesterday',
      key: 'date.yesterday',
    });
  });

  it('shows the weekday within the current week, by its key', () => {
    expect(dateLabel(at('2026-11-16T10:00:00'), context)).toEqual({
      kind: 'weekday',
      key: 'date.weekday.mon',
    });
    expect(shown(dateLabel(at('2026-11-16T10:00:00'), context), 'en')).toBe('Monday');
    expect(shown(dateLabel(at('2026-11-16T10:00:00'), { ...context, locale: 'nl' }), 'nl')).toBe('maandag');
  });

  it('shows dd/LL within the year and dd-LL for Dutch', () => {
    expect(dateLabel(at('2026-11-15T10:00:00'), context)).toEqual({ kind: 'date', text: '15/11' });
    expect(dateLabel(at('2026-02-03T10:00:00'), { ...context, locale: 'nl' })).toEqual({
      kind: 'date',
      text: '03-02',
    });
    expect(dateLabel(at('2026-02-03T10:00:00'), { ...context, locale: 'be' }).kind).toBe('date');
  });

  it('adds the year for older dates', () => {
    expect(dateLabel(at('2025-12-31T10:00:00'), context)).toEqual({
      kind: 'dateWithYear',
      text: '31/12/2025',
    });
    expect(dateLabel(at('2025-12-31T10:00:00'), { ...context, locale: 'nl' })).toEqual({
      kind: 'dateWithYear',
      text: '31-12-2025',
    });
  });

  it('calls yesterday yesterday even across a week boundary', () => {
    const monday = DateTime.fromISO('2026-11-16T08:00:00', { zone }).toMillis();
    expect(dateLabel(at('2026-11-15T20:00:00'), { ...context, now: monday }).kind).toBe('yesterday');
  });

  it('reads SQL timestamps as UTC and epoch milliseconds', () => {
    expect(dateLabel('2026-11-18 08:05:00', context)).toEqual({ kind: 'time', text: '09:05' });
    expect(dateLabel(now, context)).toEqual({ kind: 'time', text: '14:30' });
  });
});

describe('the date labels against their luxon reference', () => {
  const zones = [
    'Europe/Amsterdam',
    'Europe/Berlin',
    'America/New_York',
    'Asia/Kolkata',
    'Pacific/Auckland',
    'UTC',
  ];
  const locales = ['nl', 'en', 'de', 'be'] as const;
  // A fixed pseudo-random walk, so a failure is the same on every run.
  let seed = 20261118;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const nowValues = [
    Date.parse('2026-11-18T13:30:00Z'),
    Date.parse('2026-03-29T00:30:00Z'), // the night the clocks go forward in Europe
    Date.parse('2026-10-25T01:30:00Z'), // and back
    Date.parse('2027-01-01T00:10:00Z'), // a new year
    Date.parse('2026-11-16T05:00:00Z'), // a Monday morning
  ];

  it('agrees on the label, the day key and the time of every instant', () => {
    for (const nowValue of nowValues)
      for (const zone of zones)
        for (const locale of locales)
          for (let sample = 0; sample < 40; sample += 1) {
            const value = nowValue + Math.round((random() - 0.8) * 20 * 86_400_000);
            const labelContext = { now: nowValue, zone, locale };
            expect(labelAsShown(dateLabel(value, labelContext), locale)).toEqual(
              labelAsShown(reference.dateLabel(value, labelContext), locale),
            );
            expect(dayKey(value, labelContext)).toBe(reference.dayKey(value, labelContext));
            expect(timeLabel(value, labelContext)).toBe(reference.timeLabel(value, labelContext));
          }
  });

  it('reads the backend’s timestamp formats as the reference does', () => {
    const labelContext = { now: nowValues[0]!, zone: 'Europe/Amsterdam', locale: 'en' as const };
    for (const value of [
      '2026-11-18T09:05:00Z',
      '2026-11-18T09:05:00',
      '2026-11-18T09:05:00.123+05:30',
      '2026-11-18T09:05',
      '2026-11-17',
      '2026-11-18 08:05:00',
      '2026-11-18 08:05:00.250',
      'not a date',
    ]) {
      expect(labelAsShown(dateLabel(value, labelContext), 'en')).toEqual(
        labelAsShown(reference.dateLabel(value, labelContext), 'en'),
      );
      expect(dayKey(value, labelContext)).toBe(reference.dayKey(value, labelContext));
    }
  });
});
