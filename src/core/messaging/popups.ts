import { LIMITS } from '../common/constants.model';

/** Conversation pop-ups and bubbles of SPEC §4 and §9. */

/** A conversation pop-up (SPEC §3 'Popup conversation entry'). */
export interface PopupEntry {
  /** The performer's user id; one pop-up per user. */
  user: number;
  username: string;
  snapshot: string;
  nonude: string;
  unread: number;
  /** The conversation id; null until the first message is sent. */
  conversation: number | null;
  minimized: boolean;
  bubbled: boolean;
}

export const POPUP_WIDTH_REM = 21;
export const POPUP_SPARE_REM = 5;

/** How many open pop-ups fit: n pop-ups need n × 21 rem plus 5 rem spare; at most 3. */
export function popupCapacity(viewportRem: number): number {
  const fitting = Math.floor((viewportRem - POPUP_SPARE_REM) / POPUP_WIDTH_REM);
  return Math.max(0, Math.min(LIMITS.popupMax, fitting));
}

export interface PopupLayout<T extends PopupEntry> {
  /** Every entry in order, with overflowing pop-ups now bubbled. */
  entries: T[];
  /** Open (not bubbled) pop-ups, oldest first. */
  open: T[];
  /** Bubbles to show: the 7 most recently added. */
  bubbles: T[];
  /** Entries that became bubbles in this layout: the server must be told (setBubble). */
  newlyBubbled: T[];
}

/**
 * Lays pop-ups out in a viewport: when the open ones do not fit, the oldest become bubbles until
 * they do. At most 7 bubbles are shown (the newest).
 */
export function layoutPopups<T extends PopupEntry>(
  entries: readonly T[],
  viewportRem: number,
): PopupLayout<T> {
  const openCount = entries.filter((entry) => !entry.bubbled).length;
  let overflow = Math.max(0, openCount - popupCapacity(viewportRem));
  const newlyBubbled: T[] = [];
  const laidOut = entries.map((entry) => {
    if (entry.bubbled || overflow === 0) return entry;
    overflow -= 1;
    const bubbled = { ...entry, bubbled: true, minimized: false };
    newlyBubbled.push(bubbled);
    return bubbled;
  });
  return {
    entries: laidOut,
    open: laidOut.filter((entry) => !entry.bubbled),
    bubbles: laidOut.filter((entry) => entry.bubbled).slice(-LIMITS.bubblesMax),
    newlyBubbled,
  };
}

/**
 * Adds a pop-up at the end. On non-mobile a user who already has one keeps it (nothing added);
 * on mobile the old entry of that user is replaced by the new one at the end.
 */
export function addPopup<T extends PopupEntry>(entries: readonly T[], entry: T, mobile: boolean): T[] {
  const existing = entries.some((item) => item.user === entry.user);
  if (existing && !mobile) return [...entries];
  return [...entries.filter((item) => item.user !== entry.user), entry];
}

/** Opens a bubble again: no longer bubbled, marked read (unread 0) and moved to the end. */
export function unbubblePopup<T extends PopupEntry>(entries: readonly T[], user: number): T[] {
  const entry = entries.find((item) => item.user === user);
  if (!entry) return [...entries];
  return [...entries.filter((item) => item.user !== user), { ...entry, bubbled: false, unread: 0 }];
}

/** Minimises or restores a pop-up; not on mobile. */
export function toggleMinimized<T extends PopupEntry>(
  entries: readonly T[],
  user: number,
  mobile: boolean,
): T[] {
  if (mobile) return [...entries];
  return entries.map((item) => (item.user === user ? { ...item, minimized: !item.minimized } : item));
}

/** Closes (removes) a user's pop-up. */
export function closePopup<T extends PopupEntry>(entries: readonly T[], user: number): T[] {
  return entries.filter((item) => item.user !== user);
}

/**
 * Opens a conversation among the open ones (SPEC §4: at most 4; opening a 4th bubbles the oldest):
 * the 4th opens and the oldest becomes a bubble, returned so the caller tells the server and
 * reloads the list. So 3 stay open, as many pop-ups as ever fit. An already open one stays put.
 */
export function openConversation(
  open: readonly number[],
  id: number,
): { open: number[]; bubbled: number | null } {
  if (open.includes(id)) return { open: [...open], bubbled: null };
  const next = [...open, id];
  const bubbled = next.length >= LIMITS.openConversationsMax ? (next.shift() ?? null) : null;
  return { open: next, bubbled };
}
