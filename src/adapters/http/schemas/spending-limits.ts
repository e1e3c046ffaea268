import * as v from 'valibot';
import { LIMIT_PERIODS, type SpendingLimitsState } from '../../../core/wallet/spending-limits.model';

const credits = v.pipe(v.number(), v.integer(), v.minValue(1));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const moment = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.transform((iso) => Date.parse(iso)),
);
const perPeriod = v.object({ day: count, week: count, month: count });

/**
 * The body of `GET`, `PUT /spending-limits` and `POST /spending-limits/pause` (docs/api.md):
 * moments are ISO on the wire and epoch ms in the model.
 */
export const spendingLimitsStateSchema = v.pipe(
  v.looseObject({
    limits: v.looseObject({
      day: v.optional(credits),
      week: v.optional(credits),
      month: v.optional(credits),
    }),
    raises: v.array(
      v.looseObject({ period: v.picklist(LIMIT_PERIODS), credits: v.nullable(credits), from: moment }),
    ),
    pausedUntil: v.nullable(moment),
    totals: v.looseObject({ bought: perPeriod, spent: perPeriod }),
  }),
  v.transform(({ limits, raises, pausedUntil, totals }) => ({
    settings: {
      limits: Object.fromEntries(
        LIMIT_PERIODS.flatMap((period) => {
          const limit = limits[period];
          return limit === undefined ? [] : [[period, limit]];
        }),
      ),
      raises: raises.map(({ period, credits: limit, from }) => ({ period, credits: limit, from })),
      pausedUntil,
    },
    totals: { bought: totals.bought, spent: totals.spent },
  })),
) satisfies v.GenericSchema<unknown, SpendingLimitsState>;
