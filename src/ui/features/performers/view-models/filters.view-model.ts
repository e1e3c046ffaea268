import { makeAutoObservable, runInAction } from 'mobx';
import {
  FILTER_STORAGE_KEY,
  type Filter,
  type FilterKey,
  type FilterSelection,
} from '../../../../core/performers/filter.model';
import type { PerformerFilters } from '../../../../core/performers/performer.model';
import {
  decodeFilters,
  encodeFilters,
  filterChips,
  filtersToQuery,
  isSelected,
  selectedCount,
  setFilter,
  toggleFilter,
} from '../../../../core/performers/filters';
import type { PerformersFeature } from '../../../../composition/features/performers';
import type { KeyValueStorage } from '../../../../ports/storage.port';

export interface FiltersViewModelOptions {
  /** Local storage: the applied selection is kept under `filters:selected` (SPEC §3). */
  storage: KeyValueStorage;
  /** Called with the grid's new criteria each time the applied selection changes. */
  onApply: (filters: PerformerFilters) => void;
  /**
   * The performers feature, loaded when the drawer first counts (the toolbar is server-rendered);
   * without it no count is shown.
   */
  performers?: () => Promise<Pick<PerformersFeature, 'countPerformers'>>;
  /** Criteria the page always applies (a category's preset), counted under the selection. */
  baseFilters?: PerformerFilters;
}

/**
 * The filters drawer and the chips of the chosen filters (SPEC §2, §3). The drawer edits a draft;
 * 'show results' applies it. Chips and 'clear all' outside the drawer change the applied selection
 * at once. Every applied change is stored and handed to `onApply`.
 */
export class FiltersViewModel {
  isOpen = false;
  applied: FilterSelection = {};
  draft: FilterSelection = {};
  /** Performers matching the draft; null while unknown (loading, failed or no count use-case). */
  matchingCount: number | null = null;
  private countRequest = 0;

  constructor(private readonly options: FiltersViewModelOptions) {
    makeAutoObservable<this, 'options' | 'countRequest'>(
      this,
      { options: false, countRequest: false },
      { autoBind: true },
    );
  }

  /** The applied selection as grid criteria (without locale and paging). */
  get query(): PerformerFilters {
    return filtersToQuery(this.applied);
  }

  /** One chip per applied value. */
  get chips(): Filter[] {
    return filterChips(this.applied);
  }

  /** How many values are applied (the number on the filters button). */
  get activeCount(): number {
    return selectedCount(this.applied);
  }

  /** How many values the drawer's draft holds. */
  get draftCount(): number {
    return selectedCount(this.draft);
  }

  /** Whether the draft holds the value (the drawer's check boxes). */
  isChecked(key: FilterKey, value: string): boolean {
    return isSelected(this.draft, key, value);
  }

  openDrawer(): void {
    this.draft = this.applied;
    this.isOpen = true;
    void this.refreshCount();
  }

  /** Closes without applying: the draft is dropped. */
  closeDrawer(): void {
    this.isOpen = false;
    this.draft = this.applied;
  }

  toggle(key: FilterKey, value: string): void {
    this.draft = toggleFilter(this.draft, key, value);
    void this.refreshCount();
  }

  /** Sets a key's values in the draft; an empty value removes the key (SPEC §5). */
  setDraft(key: FilterKey, value: string | readonly string[]): void {
    this.draft = setFilter(this.draft, key, value);
    void this.refreshCount();
  }

  /** The drawer's 'clear all': empties the draft (applied with 'show results'). */
  clearDraft(): void {
    this.draft = {};
    void this.refreshCount();
  }

  /** The drawer's 'show results': applies the draft, stores it and closes the drawer. */
  showResults(): void {
    this.apply(this.draft);
    this.isOpen = false;
  }

  /** A chip's remove button: takes one applied value out at once. */
  removeChip(key: FilterKey, value: string): void {
    const remaining = ((this.applied[key] ?? []) as readonly string[]).filter((item) => item !== value);
    this.apply(setFilter(this.applied, key, remaining));
  }

  /** The chips' 'clear all': applies no filters at once. */
  clearAll(): void {
    this.apply({});
  }

  /**
   * Applies the stored selection, if any (in the browser, after hydration: the server renders
   * without filters). A stored value of another version or unreadable is removed. Calls `onApply`
   * and returns true when filters were restored.
   */
  restore(): boolean {
    const stored = this.options.storage.get(FILTER_STORAGE_KEY);
    const selection = decodeFilters(stored);
    if (selection === null) {
      if (stored !== null) this.options.storage.remove(FILTER_STORAGE_KEY);
      return false;
    }
    this.applied = selection;
    this.draft = selection;
    if (selectedCount(selection) === 0) return false;
    this.options.onApply(this.query);
    return true;
  }

  private apply(selection: FilterSelection): void {
    this.applied = selection;
    this.draft = selection;
    const { storage } = this.options;
    if (selectedCount(selection) === 0) storage.remove(FILTER_STORAGE_KEY);
    else storage.set(FILTER_STORAGE_KEY, encodeFilters(selection));
    this.options.onApply(this.query);
  }

  private async refreshCount(): Promise<void> {
    const { performers, baseFilters } = this.options;
    if (!performers) return;
    // Answers can cross: only the answer to the latest draft may set the count.
    const request = ++this.countRequest;
    this.matchingCount = null;
    const filters = { ...baseFilters, ...filtersToQuery(this.draft) };
    let count: number | null = null;
    try {
      const { countPerformers } = await performers();
      const result = await countPerformers.execute({ filters });
      count = result.ok ? result.value : null;
    } catch {
      // The use-case logs its own failures; this is its code failing to load: show no number.
    }
    runInAction(() => {
      if (request === this.countRequest) this.matchingCount = count;
    });
  }
}
