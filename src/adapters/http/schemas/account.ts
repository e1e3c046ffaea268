import * as v from 'valibot';
import type { LanderConfig } from '../../../core/account/lander.model';
import type { Favourite } from '../../../core/account/member.model';
import type { AlertSettings } from '../../../core/performers/favourite-alert.model';

/** A favourite of `GET /favourite`. */
export const favouriteSchema = v.looseObject({
  performerId: v.number(),
}) satisfies v.GenericSchema<unknown, Favourite>;

/** A lander of the storage's `common/configuration.json`; its texts per locale, by text key. */
export const landerConfigSchema = v.looseObject({
  id: v.string(),
  layout: v.string(),
  media: v.looseObject({ mediaLeft: v.string(), mediaRight: v.string(), amount: v.string() }),
  i18n: v.record(v.string(), v.record(v.string(), v.string())),
}) satisfies v.GenericSchema<unknown, LanderConfig>;

/** The answer of `GET /alerts` and `PUT /alerts` (docs/api.md). */
export const alertSettingsSchema = v.object({
  enabled: v.boolean(),
  performers: v.array(v.object({ performerId: v.number(), username: v.string(), enabled: v.boolean() })),
}) satisfies v.GenericSchema<unknown, AlertSettings>;
