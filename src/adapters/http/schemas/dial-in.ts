import * as v from 'valibot';
import { IVR_DEFAULTS } from '../../../core/common/constants.model';
import { DIAL_IN_COUNTRIES, type DialInNumber, type IvrSession } from '../../../core/dial-in/dial-in.model';

/**
 * A country's phone numbers of `GET /payment/dial-in`; a number without its tariff costs the
 * phone tariff of SPEC §9 (0.80 a minute).
 */
export const dialInNumberSchema = v.looseObject({
  id: v.picklist(DIAL_IN_COUNTRIES),
  image: v.string(),
  options: v.array(
    v.looseObject({ number: v.string(), tariff: v.optional(v.number(), IVR_DEFAULTS.tariff) }),
  ),
}) satisfies v.GenericSchema<unknown, DialInNumber>;

/**
 * The IVR session of `GET /payment/ivr`. What the backend leaves out is SPEC §3's default: tariff
 * 0.80, ttl 60 s, flag nl.
 */
export const ivrSessionSchema = v.looseObject({
  session: v.string(),
  callednumber: v.string(),
  displaynumber: v.string(),
  tariff: v.optional(v.number(), IVR_DEFAULTS.tariff),
  ttl: v.optional(v.number(), IVR_DEFAULTS.ttlSeconds),
  expiresAt: v.number(),
  flag: v.optional(v.string(), IVR_DEFAULTS.flag),
}) satisfies v.GenericSchema<unknown, IvrSession>;
