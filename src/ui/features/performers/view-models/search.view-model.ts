import { makeAutoObservable, runInAction } from 'mobx';
import type { Locale } from '../../../../core/common/locale.model';
import { localizedPath } from '../../../../core/shell/locale.rules';
import { filterAutocomplete, filterByUsername, searchPlan } from '../../../../core/performers/search';
import type { PerformerSuggestion } from '../../../../core/performers/autocomplete-performers.use-case';
import type { PerformersFeature } from '../../../../composition/features/performers';
import type { Clock, TimerHandle } from '../../../../ports/clock.port';

/** How long typing must pause before the server is asked (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchViewModelOptions {
  /**
   * The performers feature, loaded on the first remote search: the search box is server-rendered
   * and its use-case's code is not in the first load.
   */
  performers: () => Promise<Pick<PerformersFeature, 'autocompletePerformers'>>;
  /** The page's locale, for the profile paths of suggestions. */
  locale: Locale;
  /** Timers for the debounce (the Clock port, or a fake one in tests). */
  timers: Pick<Clock, 'setTimeout' | 'clear'>;
}

/**
 * Performer search of SPEC §5. The grid filters its cards locally by the query (a case-insensitive
 * user name prefix; an empty query shows every card); queries longer than 2 characters also ask
 * the server, debounced, for suggestions the combobox lists. Call `dispose` on unmount.
 */
export class SearchViewModel {
  query = '';
  suggestions: PerformerSuggestion[] = [];
  /** Whether the suggestion list is shown (it also needs suggestions to show). */
  expanded = false;
  /** The highlighted suggestion, -1 for none. */
  activeIndex = -1;
  loading = false;
  private timer: TimerHandle | null = null;
  private request = 0;

  constructor(private readonly options: SearchViewModelOptions) {
    makeAutoObservable<this, 'options' | 'timer' | 'request'>(
      this,
      { options: false, timer: false, request: false },
      { autoBind: true },
    );
  }

  get listOpen(): boolean {
    return this.expanded && this.suggestions.length > 0;
  }

  get activeSuggestion(): PerformerSuggestion | null {
    return this.listOpen ? (this.suggestions[this.activeIndex] ?? null) : null;
  }

  /** True when a card with this user name passes the local filter. */
  matches(username: string): boolean {
    return filterByUsername([{ username }], this.query).length === 1;
  }

  /** The cards passing the local filter, in their order; every card for an empty query. */
  filterCards<T extends { username: string }>(cards: readonly T[]): T[] {
    return filterByUsername(cards, this.query);
  }

  /** The text changed: filter locally at once, ask the server after a pause. */
  setQuery(text: string): void {
    this.query = text;
    this.activeIndex = -1;
    this.cancelPending();
    const plan = searchPlan(text);
    if (plan.kind === 'reset' || !plan.remote) {
      this.suggestions = [];
      this.expanded = false;
      return;
    }
    // Earlier suggestions that still fit stay while the new ones load.
    this.suggestions = filterAutocomplete(this.suggestions, plan.query);
    this.timer = this.options.timers.setTimeout(() => void this.fetch(plan.query), SEARCH_DEBOUNCE_MS);
  }

  /** Arrow keys: moves the highlight, wrapping; opens the list first when it is closed. */
  moveActive(step: 1 | -1): void {
    const count = this.suggestions.length;
    if (count === 0) return;
    if (!this.expanded || this.activeIndex < 0) {
      this.expanded = true;
      this.activeIndex = step === 1 ? 0 : count - 1;
      return;
    }
    this.activeIndex = (this.activeIndex + step + count) % count;
  }

  close(): void {
    this.expanded = false;
    this.activeIndex = -1;
  }

  /** Picks a suggestion (the highlighted one by default); returns its profile path, or null. */
  pick(index: number = this.activeIndex): string | null {
    const suggestion = this.listOpen ? this.suggestions[index] : undefined;
    if (!suggestion) return null;
    this.query = suggestion.username;
    this.close();
    return this.profilePath(suggestion.username);
  }

  /** The performer's profile path in the page's locale. */
  profilePath(username: string): string {
    return localizedPath(`/profile/${encodeURIComponent(username)}`, this.options.locale);
  }

  dispose(): void {
    this.cancelPending();
  }

  private cancelPending(): void {
    if (this.timer) this.options.timers.clear(this.timer);
    this.timer = null;
    this.request += 1;
    this.loading = false;
  }

  private async fetch(query: string): Promise<void> {
    this.timer = null;
    const request = this.request;
    this.loading = true;
    let found: PerformerSuggestion[] = [];
    try {
      const { autocompletePerformers } = await this.options.performers();
      found = await autocompletePerformers.execute({ query });
    } catch {
      // The use-case logs and never rejects; this is its code failing to load: suggest nothing.
    }
    runInAction(() => {
      // A newer query (or a reset) made this answer stale.
      if (request !== this.request) return;
      this.loading = false;
      this.suggestions = filterAutocomplete(found, this.query);
      this.expanded = true;
    });
  }
}
