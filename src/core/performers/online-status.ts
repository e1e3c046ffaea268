import type { OnlineState } from './performer.model';

/** Performer online status bit flags (SPEC §4). Free chat is stored as 3 and VIP as 5 (LIVE plus mode). */
export const ONLINE_STATUS = { OFFLINE: 0, LIVE: 1, INFREE: 2, INVIP: 4, INPAUSE: 8 } as const;

export type OnlineDisplayStyle = 'offline' | 'online' | 'infree' | 'invip';

function has(status: number, flag: number): boolean {
  return (status & flag) === flag;
}

/** True when the LIVE bit is set. */
export function isLive(status: number): boolean {
  return has(status, ONLINE_STATUS.LIVE);
}

/** True when the INFREE bit is set (free chat). */
export function isInFree(status: number): boolean {
  return has(status, ONLINE_STATUS.INFREE);
}

/** True when the INVIP bit is set (one-on-one VIP session). */
export function isInVip(status: number): boolean {
  return has(status, ONLINE_STATUS.INVIP);
}

/** True when the INPAUSE bit is set. */
export function isPaused(status: number): boolean {
  return has(status, ONLINE_STATUS.INPAUSE);
}

/**
 * The display style of a status: VIP wins over free chat, any other set bit is 'online', 0 is
 * 'offline'. A pause (9) shows 'online': the performer is still on the site and comes back to the
 * same room, so the card keeps its online look rather than suggesting she left.
 */
export function onlineDisplayStyle(status: number): OnlineDisplayStyle {
  if (isInVip(status)) return 'invip';
  if (isInFree(status)) return 'infree';
  return status > 0 ? 'online' : 'offline';
}

/** 'online' for any non-zero status, 'offline' for 0 (or an invalid value). */
export function onlineState(status: number): OnlineState {
  return Number.isInteger(status) && status > 0 ? 'online' : 'offline';
}
