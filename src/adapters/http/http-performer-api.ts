import type {
  Performer,
  PerformerCategory,
  PerformerPage,
  PerformerQuery,
} from '../../core/performers/performer.model';
import type { PerformerApi } from '../../ports/performer-api.port';
import { call, type HttpClient } from './http-client';
import {
  autocompleteMatchSchema,
  performerCategorySchema,
  performerSummarySchema,
} from './schemas/performers';
import { asObject, field, isNumber } from './wire';
import type { ListReader } from './wire-list';

/** The ordering of SPEC §7; sent so the wire says what the list promises. */
export const PERFORMER_ORDER = ['free', 'lastCamSessionIfOffline', 'language', 'rating'] as const;

/** Paging travels at the top level, every other criterion under `filter[...]` (docs/api.md). */
export function performerParams(query: PerformerQuery): Record<string, unknown> {
  const { page, limit, ...filter } = query;
  return { filter, page, limit, order: [...PERFORMER_ORDER] };
}

function readProfile(data: unknown): Performer {
  const profile = asObject(data) as unknown as Performer;
  // SPEC §7: a profile's images default to an empty list.
  return { ...profile, images: Array.isArray(profile.images) ? profile.images : [] };
}

/** The performer catalogue of the chat engine over HTTP (SPEC §7, all GET). */
export class HttpPerformerApi implements PerformerApi {
  constructor(
    private readonly client: HttpClient,
    private readonly lists: ListReader,
  ) {}

  featuredCategories(): Promise<PerformerCategory[]> {
    const request = { method: 'GET', url: '/featured/categories' };
    return call(this.client, request, this.lists.of(performerCategorySchema, 'GET /featured/categories'));
  }

  profile(id: number): Promise<Performer> {
    return call(
      this.client,
      { method: 'GET', url: `/profile/${encodeURIComponent(String(id))}` },
      readProfile,
    );
  }

  profileByUsername(username: string): Promise<Performer> {
    const url = `/profile/username/${encodeURIComponent(username)}`;
    return call(this.client, { method: 'GET', url }, (data) => ({ ...readProfile(data), username }));
  }

  autocomplete(username: string): Promise<{ id: number; username: string }[]> {
    const request = { method: 'GET', url: '/user/autocomplete', params: { username } };
    const read = this.lists.of(autocompleteMatchSchema, 'GET /user/autocomplete');
    // Only the two fields the port promises, whatever else the backend sends along.
    return call(this.client, request, (data) => read(data).map(({ id, username }) => ({ id, username })));
  }

  count(query: PerformerQuery): Promise<number> {
    const { filter } = performerParams(query);
    const request = { method: 'GET', url: '/user/count', params: { filter } };
    return call(this.client, request, (data) => field(data, 'count', isNumber));
  }

  find(query: PerformerQuery): Promise<PerformerPage> {
    const request = { method: 'GET', url: '/user/find', params: performerParams(query) };
    return call(this.client, request, (data) => ({
      items: this.lists.read(data, 'items', performerSummarySchema, 'GET /user/find'),
      total: field(data, 'total', isNumber),
      page: field(data, 'page', isNumber),
      limit: field(data, 'limit', isNumber),
    }));
  }
}
