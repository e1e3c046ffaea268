import * as v from 'valibot';
import { DIAL_IN_COUNTRIES, type DialInNumber } from '../../../core/dial-in/dial-in.model';

/** A country's phone numbers of `GET /payment/dial-in`. */
export const dialInNumberSchema = v.looseObject({
  id: v.picklist(DIAL_IN_COUNTRIES),
  image: v.string(),
  options: v.array(v.looseObject({ number: v.string(), tariff: v.number() })),
}) satisfies v.GenericSchema<unknown, DialInNumber>;
