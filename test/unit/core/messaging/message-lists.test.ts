import {
  mergeMessages,
  pagesToLoad,
  replaceMessage,
  utcMillis,
} from '../../../../src/core/messaging/message-lists';
import { at, message } from './message-setup';

describe('mergeMessages', () => {
  it('de-duplicates by id, later copies win, oldest first', () => {
    const older = [message('b', at('2026-11-18T10:00:00')), message('a', at('2026-11-18T09:00:00'))];
    const fresher = [
      message('b', at('2026-11-18T10:00:00'), { read: false }),
      message('c', at('2026-11-18T11:00:00')),
    ];
    const merged = mergeMessages(older, fresher);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(merged[1]!.read).toBe(false);
  });

  it('replaces a message in place', () => {
    const list = [message('local-1', at('2026-11-18T10:00:00'), { status: 'not-sent' })];
    const stored = message('99', at('2026-11-18T10:00:01'), { status: 'sent' });
    expect(replaceMessage(list, 'local-1', stored)).toEqual([stored]);
  });
});

describe('pagesToLoad', () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [45, 3],
    [-3, 1],
  ])('loads %p unread in %p pages', (unread, pages) => {
    expect(pagesToLoad(unread)).toBe(pages);
  });
});

describe('utcMillis', () => {
  it('reads ISO timestamps with a zone as they say', () => {
    expect(utcMillis('2026-11-18T14:30:00+01:00')).toBe(Date.UTC(2026, 10, 18, 13, 30));
    expect(utcMillis('2026-11-18T14:30:00.250Z')).toBe(Date.UTC(2026, 10, 18, 14, 30, 0, 250));
  });

  it('reads ISO and SQL-like timestamps without a zone as UTC, whatever the machine zone', () => {
    expect(utcMillis('2026-11-18T14:30:00')).toBe(Date.UTC(2026, 10, 18, 14, 30));
    expect(utcMillis('2026-11-18 14:30:05')).toBe(Date.UTC(2026, 10, 18, 14, 30, 5));
  });

  it('gives 0 for a timestamp it cannot read', () => {
    expect(utcMillis('yesterday')).toBe(0);
  });
});
