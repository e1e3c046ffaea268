import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { inNextTask } from '../../../app/next-task';

/** At most this many lane items are in the page: a conversation of thousands stays light. */
export const LANE_WINDOW = 80;
/** How far the window moves when the member scrolls past its edge. */
const LANE_STEP = 30;
/** SPEC §2: the lane reacts 200 px before its top (or its window's bottom) comes into view. */
const ROOT_MARGIN = '200px 0px 200px 0px';
/** Closer than this to the bottom counts as reading the newest messages: new ones scroll into view. */
const NEAR_BOTTOM_PX = 80;

export interface LaneWindow {
  start: number;
  end: number;
  scroller: RefObject<HTMLDivElement | null>;
  top: RefObject<HTMLLIElement | null>;
  bottom: RefObject<HTMLLIElement | null>;
}

interface Anchor {
  id: string | null;
  offset: number;
  atBottom: boolean;
}

type Range = { start: number; end: number };

/**
 * Where the window goes when the items change: it keeps showing the same items; at the bottom it
 * follows new ones; at the top it takes in older ones just loaded (dropping from the bottom).
 */
export function nextRange(before: readonly string[], ids: readonly string[], range: Range): Range {
  const newest = { start: Math.max(0, ids.length - LANE_WINDOW), end: ids.length };
  // The window starts at the first of its items still there: an item can go (a day's divider
  // moves up to the older messages of its day).
  const first = firstKept(before, ids, range);
  if (first < 0) return newest;
  const olderCameIn = range.start === 0 && first > 0;
  const start = olderCameIn ? 0 : first;
  const followed = range.end >= before.length;
  const end = followed ? ids.length : ids.indexOf(before[range.end - 1] ?? '') + 1 || ids.length;
  if (end - start <= LANE_WINDOW) return { start, end };
  return olderCameIn ? { start, end: start + LANE_WINDOW } : { start: end - LANE_WINDOW, end };
}

/** Where the first of the window's items that is still among the items is now (-1: none is). */
function firstKept(before: readonly string[], ids: readonly string[], range: Range): number {
  for (let was = range.start; was < Math.min(range.end, before.length); was += 1) {
    const now = ids.indexOf(before[was]!);
    if (now >= 0) return now;
  }
  return -1;
}

/** The window over the lane's items, moved along as they change (derived state, set while rendering). */
function useWindowRange(ids: readonly string[]) {
  const [range, setRange] = useState<Range>(() => nextRange([], ids, { start: 0, end: 0 }));
  const seen = useRef(ids);
  if (seen.current !== ids) {
    const next = nextRange(seen.current, ids, range);
    seen.current = ids;
    if (next.start !== range.start || next.end !== range.end) setRange(next);
  }
  return [range, setRange] as const;
}

/**
 * How far the view is from the newest message. The lane scrolls from its bottom (CSS column-reverse,
 * so even the server's HTML opens at the newest message): scrollTop is 0 there and negative above.
 */
function fromBottom(root: HTMLElement): number {
  return Math.abs(root.scrollTop);
}

/** Remembers which message is at the top of the view and where, so a layout change can put it back. */
function readAnchor(root: HTMLElement): Anchor {
  const atBottom = fromBottom(root) < NEAR_BOTTOM_PX;
  const top = root.getBoundingClientRect().top;
  // Messages only: a day's divider moves up when older messages of that day come in above it.
  for (const child of root.querySelectorAll<HTMLElement>('[data-lane-anchor]')) {
    const rect = child.getBoundingClientRect();
    if (rect.bottom > top) return { id: child.dataset.laneAnchor ?? null, offset: rect.top - top, atBottom };
  }
  return { id: null, offset: 0, atBottom };
}

/**
 * A window of at most LANE_WINDOW lane items (SPEC §2 upward infinite scroll, kept light for long
 * conversations): it opens at the newest, follows new messages while the member is at the bottom,
 * slides up through loaded messages and asks for an older page at the very top, and keeps the item
 * the member looks at in place whenever items come or go above it.
 */
export function useLaneWindow(ids: readonly string[], hasOlder: boolean, loadOlder: () => void): LaneWindow {
  const scroller = useRef<HTMLDivElement | null>(null);
  const top = useRef<HTMLLIElement | null>(null);
  const bottom = useRef<HTMLLIElement | null>(null);
  const anchor = useRef<Anchor>({ id: null, offset: 0, atBottom: true });
  const [range, setRange] = useWindowRange(ids);
  const edges = useRef({ range, total: ids.length, hasOlder, loadOlder });
  edges.current = { range, total: ids.length, hasOlder, loadOlder };

  const onEdge = useCallback(
    (edge: 'top' | 'bottom') => {
      const { range: now, total, hasOlder: older, loadOlder: load } = edges.current;
      if (scroller.current) anchor.current = readAnchor(scroller.current);
      if (edge === 'top' && now.start > 0) {
        const start = Math.max(0, now.start - LANE_STEP);
        setRange({ start, end: Math.min(now.end, start + LANE_WINDOW) });
      } else if (edge === 'top' && older) load();
      else if (edge === 'bottom' && now.end < total) {
        const end = Math.min(total, now.end + LANE_STEP);
        setRange({ start: Math.max(now.start, end - LANE_WINDOW), end });
      }
    },
    [setRange],
  );

  useEdgeObserver(scroller, top, bottom, onEdge);
  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const remember = () => (anchor.current = readAnchor(root));
    root.addEventListener('scroll', remember, { passive: true });
    return () => root.removeEventListener('scroll', remember);
  }, []);
  const placed = useRef(false);
  useLayoutEffect(() => {
    const root = scroller.current;
    if (!root) return;
    // The server's HTML already opens at the newest message (column-reverse): where the member is
    // when the script takes over (perhaps scrolled up already) is where the lane stays. Read in the
    // task after the next frame, once the page is laid out: read here, it laid the new page out
    // inside the script, a long task when a conversation opens from the list. Until then
    // the anchor is the newest message, where a lane just opened is; a change of the items before
    // that reads it below, and this later read of the same lane agrees.
    if (!placed.current) {
      placed.current = true;
      requestAnimationFrame(() => inNextTask(() => (anchor.current = readAnchor(root))));
      return;
    }
    const { id, offset, atBottom } = anchor.current;
    const element = id ? root.querySelector<HTMLElement>(`[data-lane-anchor="${CSS.escape(id)}"]`) : null;
    if (atBottom && range.end === ids.length) root.scrollTop = 0;
    else if (element)
      root.scrollTop += element.getBoundingClientRect().top - root.getBoundingClientRect().top - offset;
    anchor.current = readAnchor(root);
  }, [range.start, range.end, ids]);
  return { ...range, scroller, top, bottom };
}

/** Tells when the window's top or bottom edge comes within 200 px of the view. */
function useEdgeObserver(
  scroller: RefObject<HTMLDivElement | null>,
  top: RefObject<HTMLLIElement | null>,
  bottom: RefObject<HTMLLIElement | null>,
  onEdge: (edge: 'top' | 'bottom') => void,
): void {
  useEffect(() => {
    const root = scroller.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) onEdge(entry.target === top.current ? 'top' : 'bottom');
        }
      },
      { root, rootMargin: ROOT_MARGIN },
    );
    for (const sentinel of [top.current, bottom.current]) if (sentinel) observer.observe(sentinel);
    return () => observer.disconnect();
  });
}
