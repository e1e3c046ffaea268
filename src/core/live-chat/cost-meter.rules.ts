import type { ChatKind } from './chat.model';

/** The engine's last charge of a session (a `charged` event), and when the room heard it. */
export interface LastCharge {
  kind: ChatKind;
  /** Credits the session has cost so far, as the engine counts them. */
  spent: number;
  /** The session's time so far at that charge, in seconds. */
  seconds: number;
  /** Epoch ms when it arrived. */
  at: number;
}

export interface MeterReading {
  seconds: number;
  spent: number;
}

/**
 * What the cost meter shows at `now`: the time runs on from the last charge second by second, so
 * it moves between charges; the credits are the engine's figure alone, never counted up locally.
 */
export function readMeter(charge: LastCharge, now: number): MeterReading {
  const since = Math.max(0, Math.floor((now - charge.at) / 1000));
  return { seconds: charge.seconds + since, spent: charge.spent };
}

/** A duration as m:ss (or h:mm:ss from an hour on), as timers are read. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  if (hours === 0) return `${minutes}:${seconds}`;
  return `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
}

/** Whole seconds from `now` until `endsAt` (rounded up: 0 only once it is over). */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * When a countdown is said to screen readers: once under a minute, once under ten seconds; between
 * those moments the text stays the same, so a polite live region speaks twice, not every second.
 */
export type CountdownMoment = 'lastMinute' | 'lastSeconds' | null;

export function countdownMoment(secondsLeft: number): CountdownMoment {
  if (secondsLeft <= 10) return 'lastSeconds';
  if (secondsLeft <= 60) return 'lastMinute';
  return null;
}
