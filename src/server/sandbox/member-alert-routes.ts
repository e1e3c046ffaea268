import { Hono } from 'hono';
import type { PushSubscriptionJson } from '../../core/performers/favourite-alert.model';
import { reply, type SandboxEnv } from './sandbox-context';
import { validationError } from './sandbox-errors';
import { jsonBody, reqBool, reqObject, reqString, type Json } from './sandbox-input';

const MAX_MUTED = 1000;

function mutedIds(body: Json): number[] {
  const muted = body.muted;
  if (!Array.isArray(muted) || muted.length > MAX_MUTED || !muted.every((id) => Number.isSafeInteger(id)))
    throw validationError('muted must be a list of performer ids');
  return muted as number[];
}

function subscriptionOf(body: Json): PushSubscriptionJson {
  const keys = reqObject(body, 'keys');
  const expirationTime = body.expirationTime;
  return {
    endpoint: reqString(body, 'endpoint', 2000),
    expirationTime: typeof expirationTime === 'number' ? expirationTime : null,
    keys: { p256dh: reqString(keys, 'p256dh', 200), auth: reqString(keys, 'auth', 100) },
  };
}

/** The member's favourite-online alerts and Web Push subscriptions (our addition, docs/api.md). */
export function memberAlertRoutes(): Hono<SandboxEnv> {
  const api = new Hono<SandboxEnv>();
  api.get(
    '/alerts',
    reply((_c, ports) => ports.member.getAlertSettings()),
  );
  api.put(
    '/alerts',
    reply(async (c, ports) => {
      const body = await jsonBody(c);
      return ports.member.updateAlertSettings({ enabled: reqBool(body, 'enabled'), muted: mutedIds(body) });
    }),
  );
  api.post(
    '/push-subscriptions',
    reply(async (c, ports) => ports.member.addPushSubscription(subscriptionOf(await jsonBody(c)))),
  );
  api.delete(
    '/push-subscriptions',
    reply(async (c, ports) =>
      ports.member.removePushSubscription(reqString(await jsonBody(c), 'endpoint', 2000)),
    ),
  );
  return api;
}
