import { makeAutoObservable } from 'mobx';
import {
  hasNextPage,
  hasPreviousPage,
  HIDDEN_PAGER,
  hidePager,
  nextPage,
  previousPage,
  showPager,
  type OverlayPager,
} from '../../../../core/performers/overlay-pager';

/** One picture of the gallery (SPEC §3 gallery item): its url and the title shown with it. */
export interface GalleryItem {
  source: string;
  title: string;
}

export interface GalleryShowOptions {
  /** Whether the visitor can page through the items (SPEC §2); on by default. */
  pagination?: boolean;
}

/**
 * The gallery overlay's state (SPEC §3 gallery state): the items, the 1-based page, whether it is
 * displayed, and the pagination flag. Paging stops at the first and last item (rules/overlay-pager).
 * Not tied to a page: whoever shows a gallery (a page, or later the global modal host) owns one.
 */
export class GalleryViewModel {
  items: GalleryItem[] = [];
  pagination = true;
  private pager: OverlayPager = HIDDEN_PAGER;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get page(): number {
    return this.pager.page;
  }

  get display(): boolean {
    return this.pager.display;
  }

  get itemCount(): number {
    return this.items.length;
  }

  /** The item on the current page, or null while hidden. */
  get currentItem(): GalleryItem | null {
    return this.display ? (this.items[this.page - 1] ?? null) : null;
  }

  /** Arrows and the 'n / total' counter show only with pagination on and more than one item. */
  get showsPagination(): boolean {
    return this.pagination && this.itemCount > 1;
  }

  get hasNext(): boolean {
    return this.showsPagination && hasNextPage(this.pager);
  }

  get hasPrevious(): boolean {
    return this.showsPagination && hasPreviousPage(this.pager);
  }

  /** Shows `items` at the 1-based `page` (bounded); with no items it stays hidden. */
  show(items: readonly GalleryItem[], page = 1, options: GalleryShowOptions = {}): void {
    this.items = [...items];
    this.pagination = options.pagination ?? true;
    this.pager = showPager(this.items.length, page);
  }

  hide(): void {
    this.pager = hidePager(this.pager);
  }

  next(): void {
    if (this.showsPagination) this.pager = nextPage(this.pager);
  }

  previous(): void {
    if (this.showsPagination) this.pager = previousPage(this.pager);
  }
}
