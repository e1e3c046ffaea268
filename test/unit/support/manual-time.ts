import type { ManualClock } from '../../../src/adapters/fake/manual-clock';

/** Lets every pending promise continuation run (a real macrotask: the manual clock does not move). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Moves the manual clock `ms` forward in steps, letting continuations run between them. */
export async function elapse(clock: ManualClock, ms: number, stepMs = 100): Promise<void> {
  await settle();
  for (let passed = 0; passed < ms; passed += stepMs) {
    clock.advance(Math.min(stepMs, ms - passed));
    await settle();
  }
}

/** Whether `promise` has settled yet, without waiting for it. */
export async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await settle();
  return settled;
}
