import * as v from 'valibot';
import { paymentProvider } from '../../../core/wallet/payment-methods';
import type { Bundle, PaymentMethod, PaymentOption } from '../../../core/wallet/wallet.model';
import { STATEMENT_KINDS, type StatementEntry } from '../../../core/wallet/statement.model';

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

/** A line of `GET /wallet-history`: whole credits, an ISO moment, a kind the statement knows. */
export const statementEntrySchema = v.looseObject({
  id: v.string(),
  at: v.pipe(v.string(), v.isoTimestamp()),
  kind: v.picklist(STATEMENT_KINDS),
  credits: v.pipe(v.number(), v.integer()),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  performer: v.nullable(v.string()),
}) satisfies v.GenericSchema<unknown, StatementEntry>;
