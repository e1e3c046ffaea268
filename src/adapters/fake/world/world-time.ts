/** Time helpers of the fake world. */

/** Performer ages and first cam sessions are fixed relative to this moment, so the world never depends on when it is built. */
export const WORLD_EPOCH = Date.UTC(2026, 10, 1);
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

/** `YYYY-MM-DD` of a UTC moment. */
export function isoDate(ms: number): string {
  return isoAt(ms).slice(0, 10);
}

/** Whole years from a `YYYY-MM-DD` birth date to a moment (SPEC §9: age = whole years from dateOfBirth). */
export function ageAt(dateOfBirth: string, time: number): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const now = new Date(time);
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}
