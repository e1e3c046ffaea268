import { ManualClock } from '../../../../src/adapters/fake/manual-clock';
import { Deadline } from '../../../../src/core/common/deadline';
import { elapse, isSettled } from '../../support/manual-time';

function answerAfter<T>(clock: ManualClock, ms: number, value: T): Promise<T> {
  return new Promise((resolve) => clock.setTimeout(() => resolve(value), ms));
}

describe('Deadline', () => {
  it('gives the work’s answer when it comes before the deadline', async () => {
    const clock = new ManualClock();
    const raced = Deadline.after(clock, 3000).race(answerAfter(clock, 1000, 'work'), () => 'late');
    await elapse(clock, 1000);
    await expect(raced).resolves.toBe('work');
  });

  it('gives the late value once the deadline passes, and not before', async () => {
    const clock = new ManualClock();
    const raced = Deadline.after(clock, 3000).race(answerAfter(clock, 8000, 'work'), () => 'late');
    await elapse(clock, 2900);
    expect(await isSettled(raced)).toBe(false);
    await elapse(clock, 100);
    await expect(raced).resolves.toBe('late');
  });

  it('counts from when it was made, not from when the work started', async () => {
    const clock = new ManualClock();
    const deadline = Deadline.after(clock, 3000);
    await elapse(clock, 2500);
    const raced = deadline.race(answerAfter(clock, 1000, 'work'), () => 'late');
    await elapse(clock, 500);
    await expect(raced).resolves.toBe('late');
  });

  it('passes a failure before the deadline on, and drops one after it', async () => {
    const clock = new ManualClock();
    const deadline = Deadline.after(clock, 1000);
    await expect(deadline.race(Promise.reject(new Error('down')), () => 'late')).rejects.toThrow('down');
    const failingLate = new Promise<string>((_, reject) =>
      clock.setTimeout(() => reject(new Error('x')), 2000),
    );
    const raced = deadline.race(failingLate, () => 'late');
    await elapse(clock, 2000);
    await expect(raced).resolves.toBe('late');
  });

  it('never cuts the work without a deadline', async () => {
    const clock = new ManualClock();
    const raced = Deadline.none().race(answerAfter(clock, 60_000, 'work'), () => 'late');
    await elapse(clock, 60_000, 10_000);
    await expect(raced).resolves.toBe('work');
  });
});
