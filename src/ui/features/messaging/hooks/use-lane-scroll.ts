import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** SPEC §2: the lane loads older messages 200 px before its top comes into view. */
const ROOT_MARGIN = '200px 0px 0px 0px';
/** Closer than this to the bottom counts as reading the newest messages: new ones scroll into view. */
const NEAR_BOTTOM_PX = 80;

/**
 * The lane's scrolling: it opens at the newest message, follows new ones while the member is at the
 * bottom, asks for older pages as the top nears (upward infinite scroll), and keeps what the member
 * looks at in place when older messages are put above it.
 */
export function useLaneScroll(
  first: string | undefined,
  last: string | undefined,
  loadOlder: () => void,
): { scroller: RefObject<HTMLDivElement | null>; sentinel: RefObject<HTMLLIElement | null> } {
  const scroller = useRef<HTMLDivElement | null>(null);
  const sentinel = useRef<HTMLLIElement | null>(null);
  useOlderOnTop(scroller, sentinel, loadOlder);
  useScrollAnchor(scroller, first, last);
  return { scroller, sentinel };
}

/** Asks for older messages when the sentinel at the lane's top comes within 200 px. */
function useOlderOnTop(
  scroller: RefObject<HTMLDivElement | null>,
  sentinel: RefObject<HTMLLIElement | null>,
  loadOlder: () => void,
): void {
  const loadRef = useRef(loadOlder);
  loadRef.current = loadOlder;
  useEffect(() => {
    const root = scroller.current;
    const target = sentinel.current;
    if (!root || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
      },
      { root, rootMargin: ROOT_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  });
}

/** Opens at the bottom, follows new messages there, and keeps the view still when older ones go in above. */
function useScrollAnchor(
  scroller: RefObject<HTMLDivElement | null>,
  first: string | undefined,
  last: string | undefined,
): void {
  const seen = useRef({ first, last, fromBottom: 0, atBottom: true });
  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const remember = () => {
      seen.current.fromBottom = root.scrollHeight - root.scrollTop;
      seen.current.atBottom = root.scrollHeight - root.scrollTop - root.clientHeight < NEAR_BOTTOM_PX;
    };
    root.addEventListener('scroll', remember, { passive: true });
    return () => root.removeEventListener('scroll', remember);
  }, [scroller]);

  useLayoutEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const before = seen.current;
    if (before.first !== first && before.last === last && before.first !== undefined) {
      // Older messages went in above: the same distance from the bottom keeps the view still.
      root.scrollTop = root.scrollHeight - before.fromBottom;
    } else if (before.atBottom || before.last === undefined || before.first === undefined) {
      root.scrollTop = root.scrollHeight;
    }
    seen.current = {
      first,
      last,
      fromBottom: root.scrollHeight - root.scrollTop,
      atBottom: root.scrollHeight - root.scrollTop - root.clientHeight < NEAR_BOTTOM_PX,
    };
  }, [scroller, first, last]);
}
