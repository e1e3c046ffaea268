import type { FaultInjector } from './faults';

/**
 * Runs a world operation as a backend call: through the fault injector, and returning a deep copy
 * so callers can never change the world's state by mutating a result.
 */
export function fakeCall<T>(faults: FaultInjector, operation: () => T): Promise<T> {
  return faults.run(() => {
    const result = operation();
    return result === undefined ? result : structuredClone(result);
  });
}
