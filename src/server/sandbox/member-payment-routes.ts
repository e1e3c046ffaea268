import { Hono } from 'hono';
import type { Device } from '../../core/wallet/wallet.model';
import { validationError } from './sandbox-errors';
import { list, reply, type SandboxEnv } from './sandbox-context';
import { jsonBody, optString, reqInt, reqString, stringMap, type Json } from './sandbox-input';
import { plainQuery } from './sandbox-query';

function device(body: Json): Device {
  const value = optString(body, 'device', 10) ?? 'desktop';
  if (value !== 'mobile' && value !== 'desktop') throw validationError('device is out of range');
  return value;
}

const paymentOptions = reply(async (c, ports) => {
  const dimension = optString(plainQuery(c.req.url), 'dimension', 20) ?? '100x100';
  return list(await ports.payment.getPaymentMethods(dimension));
});

const paymentSession = reply(async (c, ports) => {
  const body = await jsonBody(c);
  return ports.payment.startPayment({
    bundle: reqInt(body, 'bundle'),
    paymentMethod: reqString(body, 'paymentMethod', 100),
    returnUrl: reqString(body, 'returnUrl', 2000),
    device: device(body),
  });
});

/** Our addition to SPEC §7 (docs/api.md): a payment's state by its checkout URL. */
const paymentState = reply((c, ports) =>
  ports.payment.getPaymentState(reqString(plainQuery(c.req.url), 'paymentURL', 2000)),
);

const dialInNumbers = reply(async (c, ports) => {
  const provider = optString(plainQuery(c.req.url), 'provider', 100) ?? '';
  return list(await ports.dialIn.getNumbers({ provider }));
});

const dialInPay = reply(async (c, ports) => {
  const body = await jsonBody(c);
  return ports.dialIn.pay({
    username: reqString(body, 'username', 100),
    provider: reqString(body, 'provider', 100),
    pincode: reqString(body, 'pincode', 10),
    params: stringMap(body, 'params'),
  });
});

/** Card, bank and phone payments of the member API (SPEC §7). */
export function memberPaymentRoutes(): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>()
    .get('/payment/options', paymentOptions)
    .post('/payment/session', paymentSession)
    .get('/payment/state', paymentState)
    .get('/payment/dial-in', dialInNumbers)
    .post('/payment/dial-in', dialInPay)
    .get(
      '/payment/ivr',
      reply((c, ports) =>
        ports.dialIn.getIvrSession({ country: optString(plainQuery(c.req.url), 'country', 2) ?? 'NL' }),
      ),
    )
    .get(
      '/verify/dial-in',
      reply((c, ports) => ports.dialIn.verify(reqString(plainQuery(c.req.url), 'session', 200))),
    );
}
