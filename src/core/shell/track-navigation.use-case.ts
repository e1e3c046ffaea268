import type { Analytics } from '../../ports/analytics.port';
import type { Clock, TimerHandle } from '../../ports/clock.port';
import type { KeyValueStorage } from '../../ports/storage.port';

/** A route as SPEC §3 keeps it: path, name and params. */
export interface RouteRecord {
  path: string;
  name: string;
  params: Record<string, string>;
}

/** Local-storage key of the previous route. */
export const PREVIOUS_ROUTE_KEY = 'previousRoute';
/** SPEC §9: the page-view push waits 250 ms after a navigation. */
export const PAGE_VIEW_DELAY_MS = 250;

/**
 * Every navigation (SPEC §4): remembers the route being left as the previous route, then 250 ms
 * later pushes a page-view event (route name, full path, title) to the tag manager. A navigation
 * within those 250 ms replaces the pending event, so a redirect counts as one view.
 */
export class TrackNavigation {
  private current: RouteRecord | null = null;
  private pending: TimerHandle | null = null;

  constructor(
    private readonly local: KeyValueStorage,
    private readonly analytics: Analytics,
    private readonly clock: Clock,
  ) {}

  execute(route: RouteRecord, title: () => string): void {
    if (this.current) this.local.set(PREVIOUS_ROUTE_KEY, JSON.stringify(this.current));
    this.current = route;
    if (this.pending) this.clock.clear(this.pending);
    this.pending = this.clock.setTimeout(() => {
      this.pending = null;
      // The title is read when the event goes out: by then the new page has set it.
      this.analytics.push('page_view', { route: route.name, path: route.path, title: title() });
    }, PAGE_VIEW_DELAY_MS);
  }

  /** The route the visitor came from, as stored, or null. */
  static previous(local: KeyValueStorage): RouteRecord | null {
    try {
      const parsed = JSON.parse(local.get(PREVIOUS_ROUTE_KEY) ?? 'null') as RouteRecord | null;
      return parsed && typeof parsed.path === 'string' ? parsed : null;
    } catch {
      return null;
    }
  }
}
