import * as v from 'valibot';
import { paymentProvider } from '../../../core/wallet/payment-methods';
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

/**
 * A payment method of `GET /payment/options`, with its sub-options (banks, ...). Its provider is
 * derived from its id (SPEC §3: numeric ids are the card and bank provider's), whatever the
 * backend tags it with, if anything.
 */
export const paymentMethodSchema = v.pipe(
  v.looseObject({
    id: v.string(),
    name: v.string(),
    image: v.string(),
    paymentOptionSubList: v.array(paymentOptionSchema),
  }),
  v.transform((method) => ({ ...method, provider: paymentProvider(method.id) })),
) satisfies v.GenericSchema<unknown, PaymentMethod>;
