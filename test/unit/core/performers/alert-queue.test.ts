import { AlertQueue, MAX_ALERTS_SHOWN } from '../../../../src/core/performers/alert-queue';
import type { FavouriteAlert } from '../../../../src/core/performers/favourite-alert.model';

function alert(performerId: number): FavouriteAlert {
  return { performerId, username: `p${performerId}`, roomPath: `/profile/p${performerId}` };
}

function alerts(from: number, count: number): FavouriteAlert[] {
  return Array.from({ length: count }, (_, i) => alert(from + i));
}

describe('AlertQueue', () => {
  it('shows the first three in the order they came and counts the rest', () => {
    const queue = new AlertQueue();
    expect(queue.receive(alerts(1, 1000))).toBe(true);
    expect(MAX_ALERTS_SHOWN).toBe(3);
    expect(queue.shown.map((a) => a.performerId)).toEqual([1, 2, 3]);
    expect(queue.waitingCount).toBe(997);
  });

  it('tells a performer once while her alert is shown or waiting', () => {
    const queue = new AlertQueue();
    queue.receive(alerts(1, 5));
    expect(queue.receive([alert(2), alert(5)])).toBe(false);
    expect(queue.waitingCount).toBe(2);
  });

  it('lets the longest-waiting alert in when a shown one is dismissed', () => {
    const queue = new AlertQueue();
    queue.receive(alerts(1, 5));
    queue.dismiss(2);
    expect(queue.shown.map((a) => a.performerId)).toEqual([1, 3, 4]);
    expect(queue.waitingCount).toBe(1);
    queue.receive([alert(2)]);
    expect(queue.waitingCount).toBe(2);
  });

  it('forgets the waiting ones with the summary, so they can be told again', () => {
    const queue = new AlertQueue();
    queue.receive(alerts(1, 10));
    queue.dismissWaiting();
    expect(queue.waitingCount).toBe(0);
    expect(queue.shown).toHaveLength(3);
    expect(queue.receive([alert(9)])).toBe(true);
    expect(queue.waitingCount).toBe(1);
  });

  it('empties the screen as alerts are dismissed with nobody waiting', () => {
    const queue = new AlertQueue();
    queue.receive(alerts(1, 4));
    queue.dismiss(1);
    queue.dismiss(2);
    expect(queue.shown.map((a) => a.performerId)).toEqual([3, 4]);
    queue.dismiss(99);
    expect(queue.shown).toHaveLength(2);
  });
});
