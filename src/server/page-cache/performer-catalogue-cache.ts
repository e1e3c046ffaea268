import type { PerformerApi } from '../../ports/performer-api.port';
import { FreshCache, type FreshCacheOptions } from './fresh-cache';

/**
 * The backend's performer catalogue (lists, counts, profiles: SPEC §7's performer API, which sends
 * no login token, so every visitor gets the same answers) kept for a few seconds per process, for
 * the pages no shared cache keeps: members' pages and a guest's first visit. The status watch
 * clears it before it purges the shared caches, so a list is never older than the last status
 * change; its time to live covers what the backend does not announce (a new performer, a changed
 * profile). Each answer is given as a copy of its own: a render may change what it got. Answers are
 * kept as JSON text (they came as JSON) and parsed per caller: twice as fast as structuredClone.
 */
export class PerformerCatalogueCache {
  private readonly answers: FreshCache<string>;

  constructor(options: FreshCacheOptions) {
    this.answers = new FreshCache(options);
  }

  /** The same port, answering from the cache; failed calls are not kept. */
  wrap(api: PerformerApi): PerformerApi {
    const kept = <T>(method: string, args: unknown[], call: () => Promise<T>): Promise<T> =>
      this.answers
        .get(`${method} ${JSON.stringify(args)}`, () => call().then((answer) => JSON.stringify(answer)))
        .then((text) => JSON.parse(text) as T);
    return {
      featuredCategories: () => kept('featuredCategories', [], () => api.featuredCategories()),
      profile: (id) => kept('profile', [id], () => api.profile(id)),
      profileByUsername: (name) => kept('profileByUsername', [name], () => api.profileByUsername(name)),
      autocomplete: (name) => kept('autocomplete', [name], () => api.autocomplete(name)),
      count: (query) => kept('count', [query], () => api.count(query)),
      find: (query) => kept('find', [query], () => api.find(query)),
    };
  }

  /** Forgets every answer: a performer's status changed. */
  clear(): void {
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }
}
