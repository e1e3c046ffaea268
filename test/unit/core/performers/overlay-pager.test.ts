import {
  boundedPage,
  hasNextPage,
  hasPreviousPage,
  HIDDEN_PAGER,
  hidePager,
  nextPage,
  previousPage,
  showPager,
} from '../../../../src/core/performers/overlay-pager';

describe('overlay pager', () => {
  it('starts hidden on page 1 with no pages', () => {
    expect(HIDDEN_PAGER).toEqual({ page: 1, total: 0, display: false });
  });

  it('shows on page 1 by default, or on the page asked for', () => {
    expect(showPager(5)).toEqual({ page: 1, total: 5, display: true });
    expect(showPager(5, 3)).toEqual({ page: 3, total: 5, display: true });
  });

  it('keeps the page within 1..total when shown', () => {
    expect(showPager(5, 9).page).toBe(5);
    expect(showPager(5, 0).page).toBe(1);
    expect(showPager(5, -2).page).toBe(1);
    expect(showPager(5, 2.7).page).toBe(2);
    expect(showPager(5, Number.NaN).page).toBe(1);
  });

  it('stays hidden when there is nothing to show', () => {
    expect(showPager(0)).toEqual({ page: 1, total: 0, display: false });
    expect(showPager(-3, 2)).toEqual({ page: 1, total: 0, display: false });
  });

  it('pages forward and stops on the last page instead of wrapping', () => {
    let pager = showPager(3);
    pager = nextPage(pager);
    expect(pager.page).toBe(2);
    pager = nextPage(nextPage(pager));
    expect(pager.page).toBe(3);
    expect(hasNextPage(pager)).toBe(false);
    expect(nextPage(pager)).toBe(pager);
  });

  it('pages back and stops on the first page instead of wrapping', () => {
    let pager = showPager(3, 2);
    pager = previousPage(pager);
    expect(pager.page).toBe(1);
    expect(hasPreviousPage(pager)).toBe(false);
    expect(previousPage(pager)).toBe(pager);
    expect(hasPreviousPage(showPager(3, 3))).toBe(true);
  });

  it('has neither direction with a single page', () => {
    const pager = showPager(1);
    expect([hasNextPage(pager), hasPreviousPage(pager)]).toEqual([false, false]);
  });

  it('hides without forgetting the page', () => {
    expect(hidePager(showPager(4, 3))).toEqual({ page: 3, total: 4, display: false });
  });

  it('bounds any page number', () => {
    expect(boundedPage(7, 4)).toBe(4);
    expect(boundedPage(3, 0)).toBe(1);
    expect(boundedPage(Infinity, 4)).toBe(1);
  });
});
