/**
 * The overlay pager of SPEC §4 (show, hide, next, previous; page 1-based and bounded), used by the
 * gallery. Paging stops at the first and the last page instead of wrapping: the counter 'n / total'
 * then always moves the way the arrow points, and a visitor who holds an arrow key lands on the
 * last picture instead of spinning through the album.
 */
export interface OverlayPager {
  /** 1-based; 1 when there are no pages. */
  page: number;
  /** Number of pages, at least 0. */
  total: number;
  /** Whether the overlay is shown. */
  display: boolean;
}

export const HIDDEN_PAGER: OverlayPager = { page: 1, total: 0, display: false };

function wholeCount(total: number): number {
  return Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
}

/** `page` forced into 1..total (1 for an empty pager or a page that is not a number). */
export function boundedPage(page: number, total: number): number {
  const count = wholeCount(total);
  if (count === 0 || !Number.isFinite(page)) return 1;
  return Math.min(count, Math.max(1, Math.floor(page)));
}

/** Shows the overlay at `page` (bounded). An empty pager stays hidden: there is nothing to show. */
export function showPager(total: number, page = 1): OverlayPager {
  const count = wholeCount(total);
  return { page: boundedPage(page, count), total: count, display: count > 0 };
}

/** Hides the overlay and keeps the page, so showing it again can start where the visitor left. */
export function hidePager(pager: OverlayPager): OverlayPager {
  return { ...pager, display: false };
}

export function hasNextPage(pager: OverlayPager): boolean {
  return pager.page < pager.total;
}

export function hasPreviousPage(pager: OverlayPager): boolean {
  return pager.page > 1;
}

/** One page on; unchanged on the last page. */
export function nextPage(pager: OverlayPager): OverlayPager {
  return hasNextPage(pager) ? { ...pager, page: pager.page + 1 } : pager;
}

/** One page back; unchanged on the first page. */
export function previousPage(pager: OverlayPager): OverlayPager {
  return hasPreviousPage(pager) ? { ...pager, page: pager.page - 1 } : pager;
}
