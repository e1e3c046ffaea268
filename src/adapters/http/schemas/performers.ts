import * as v from 'valibot';
import {
  LANGUAGES,
  type PerformerCategory,
  type PerformerSummary,
} from '../../../core/performers/performer.model';

/** A grid card of `GET /user/find` (SPEC §3): every field the cards read. */
export const performerSummarySchema = v.looseObject({
  id: v.number(),
  username: v.string(),
  age: v.number(),
  snapshot: v.string(),
  nonude: v.string(),
  onlineState: v.picklist(['online', 'offline']),
  onlineStatus: v.number(),
  rating: v.number(),
  cybertoy: v.boolean(),
  languages: v.array(v.picklist(LANGUAGES)),
}) satisfies v.GenericSchema<unknown, PerformerSummary>;

/** A category of `GET /featured/categories`. */
export const performerCategorySchema = v.looseObject({
  slug: v.string(),
  name: v.string(),
}) satisfies v.GenericSchema<unknown, PerformerCategory>;

/** A match of `GET /user/autocomplete`. */
export const autocompleteMatchSchema = v.looseObject({
  id: v.number(),
  username: v.string(),
}) satisfies v.GenericSchema<unknown, { id: number; username: string }>;
