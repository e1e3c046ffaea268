import type { Hono } from 'hono';
import {
  LIMIT_PERIODS,
  PAUSE_LENGTHS,
  type LimitChange,
  type SpendingLimitsState,
} from '../../core/wallet/spending-limits.model';
import { reply, type SandboxEnv } from './sandbox-context';
import { validationError } from './sandbox-errors';
import { jsonBody, reqInt, reqString, type Json } from './sandbox-input';

/** The state as the wire carries it (docs/api.md): moments as ISO. */
function wire(state: SpendingLimitsState): Json {
  const iso = (ms: number) => new Date(ms).toISOString();
  const { settings, totals } = state;
  return {
    limits: settings.limits,
    raises: settings.raises.map((raise) => ({ ...raise, from: iso(raise.from) })),
    pausedUntil: settings.pausedUntil === null ? null : iso(settings.pausedUntil),
    totals,
  };
}

function limitChange(body: Json): LimitChange {
  const period = LIMIT_PERIODS.find((known) => known === reqString(body, 'period', 10));
  if (!period) throw validationError('period must be day, week or month');
  return { period, credits: body.credits === null ? null : reqInt(body, 'credits') };
}

/** `GET`, `PUT /spending-limits` and `POST /spending-limits/pause` (our addition, docs/api.md). */
export function addSpendingLimitsRoutes(api: Hono<SandboxEnv>): void {
  api.get(
    '/spending-limits',
    reply(async (_c, ports) => wire(await ports.member.spendingLimits())),
  );
  api.put(
    '/spending-limits',
    reply(async (c, ports) => wire(await ports.member.changeSpendingLimit(limitChange(await jsonBody(c))))),
  );
  api.post(
    '/spending-limits/pause',
    reply(async (c, ports) => {
      const asked = reqString(await jsonBody(c), 'length', 10);
      const length = PAUSE_LENGTHS.find((known) => known === asked);
      if (!length) throw validationError('length must be 24h, 7d or 30d');
      return wire(await ports.member.pauseBuying(length));
    }),
  );
}
