import type {
  Performer,
  PerformerCategory,
  PerformerPage,
  PerformerQuery,
} from '../core/performers/performer.model';

/** The performer catalogue of the chat engine (SPEC §7, all GET). Failures reject with ApiError. */
export interface PerformerApi {
  /** featured/categories. */
  featuredCategories(): Promise<PerformerCategory[]>;
  /** profile/{id}. Fails with notFound. */
  profile(id: number): Promise<Performer>;
  /** Profile by user name; fails with notFound. */
  profileByUsername(username: string): Promise<Performer>;
  /** user/autocomplete: user names starting with the text. */
  autocomplete(username: string): Promise<{ id: number; username: string }[]>;
  /** user/count. */
  count(query: PerformerQuery): Promise<number>;
  /** user/find: ordered free first, then last cam session if offline, language, rating (SPEC §7). */
  find(query: PerformerQuery): Promise<PerformerPage>;
}
