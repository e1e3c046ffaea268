import { DateTime } from 'luxon';
import { dateLabel, timeLabel } from '../../../../src/core/messaging/date-labels';
import { at, context, now, zone } from './message-setup';

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

  it('shows the weekday within the current week', () => {
    expect(dateLabel(at('2026-11-16T10:00:00'), context)).toEqual({ kind: 'weekday', text: 'Monday' });
    expect(dateLabel(at('2026-11-16T10:00:00'), { ...context, locale: 'nl' })).toEqual({
      kind: 'weekday',
      text: 'maandag',
    });
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
