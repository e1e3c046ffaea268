import * as v from 'valibot';
import type { Bundle, PaymentMethod, PaymentOption } from '../../../core/wallet/wallet.model';

/** A bundle of `GET /bundles`; cost in cents. */
export const bundleSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  cost: v.number(),
  credits: v.number(),
  currency: v.string(),
  meta: v.looseObject({ classes: v.string() }),
}) satisfies v.GenericSchema<unknown, Bundle>;

const paymentOptionSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
}) satisfies v.GenericSchema<unknown, PaymentOption>;

/** A payment method of `GET /payment/options`, with its sub-options (banks, ...). */
export const paymentMethodSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  image: v.string(),
  provider: v.picklist(['dialin', 'psp']),
  paymentOptionSubList: v.array(paymentOptionSchema),
}) satisfies v.GenericSchema<unknown, PaymentMethod>;
