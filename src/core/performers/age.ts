/** Age from a date of birth (SPEC §9: age = whole years from dateOfBirth). */

const DATE_OF_BIRTH = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Whole years from `dateOfBirth` ('YYYY-MM-DD', a time part is ignored) to `now` (ms since the
 * epoch), on the UTC calendar so the server and the browser always agree. The age goes up on the
 * birthday itself; someone born on 29 February turns a year older on 1 March in common years
 * (the day after 28 February), as the backend's own age does. Null for a date that is not a real
 * calendar date or lies after `now`.
 */
export function ageInYears(dateOfBirth: string, now: number): number | null {
  const match = DATE_OF_BIRTH.exec(dateOfBirth.trim());
  if (!match || !Number.isFinite(now)) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2001-02-29 over to 1 March: such a date does not exist.
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day)
    return null;
  const today = new Date(now);
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  const age = today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
  return age >= 0 ? age : null;
}
