import { LIMITS } from '../common/constants.model';

/** The frame's credit and counter formats of SPEC §9 (header, member menu). */

/** Credits as a whole number with a dot as thousands separator: 1000 → '1.000', -1500 → '-1.500'. */
export function formatCredits(credits: number): string {
  const whole = Math.trunc(credits);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return whole < 0 ? `-${digits}` : digits;
}

/** The unread counter's text: null when there is nothing unread, '99+' above 99. */
export function unreadLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > LIMITS.unreadShownMax ? `${LIMITS.unreadShownMax}+` : String(count);
}
