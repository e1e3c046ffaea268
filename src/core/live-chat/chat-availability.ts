import { isInFree, isInVip, isLive, isPaused } from '../performers/online-status';

/**
 * What the performer is doing now, from the SPEC §4 status bit flags. Unlike the grid's display
 * style, a pause is its own mode here: the performer page says in words why she cannot chat.
 */
export type OnlineMode = 'offline' | 'online' | 'infree' | 'invip' | 'pause';

/**
 * The mode of a status. Without the LIVE bit the performer is offline whatever else is set (the
 * stored values always combine a mode with LIVE: free chat 3, VIP 5, pause 9). A VIP session wins
 * over a pause, a pause over free chat: the most restrictive state is the one a visitor meets.
 */
export function onlineMode(status: number): OnlineMode {
  // A negative number has every bit set in two's complement: it is no status at all.
  if (!Number.isInteger(status) || status < 0 || !isLive(status)) return 'offline';
  if (isInVip(status)) return 'invip';
  if (isPaused(status)) return 'pause';
  if (isInFree(status)) return 'infree';
  return 'online';
}

/**
 * Whether a visitor can chat with the performer now (SPEC §3 performer page state canChat): she is
 * live, not in a one-on-one VIP show with another member (her room is closed to others until it
 * ends) and not on a pause (nobody would answer). Online and free chat can chat.
 */
export function canChat(status: number): boolean {
  const mode = onlineMode(status);
  return mode === 'online' || mode === 'infree';
}
