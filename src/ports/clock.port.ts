export type TimerHandle = { readonly id: number };

/** Time and timers, injectable so tests and the fake world control time. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clear(handle: TimerHandle): void;
}
