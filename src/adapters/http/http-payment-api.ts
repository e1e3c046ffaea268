import type { PaymentMethod, PaymentStart } from '../../core/model/wallet';
import type { PaymentApi } from '../../ports/payment-api.port';
import { call, type HttpClient } from './http-client';
import { field, isString, resultList } from './wire';

/** Card and bank payments over the member API (SPEC §7). */
export class HttpPaymentApi implements PaymentApi {
  constructor(private readonly client: HttpClient) {}

  getPaymentMethods(dimension: string): Promise<PaymentMethod[]> {
    const request = { method: 'GET', url: '/payment/options', params: { dimension } };
    return call(this.client, request, (data) => resultList<PaymentMethod>(data));
  }

  startPayment(start: PaymentStart): Promise<{ paymentURL: string }> {
    return call(this.client, { method: 'POST', url: '/payment/session', data: start }, (data) => ({
      paymentURL: field(data, 'paymentURL', isString),
    }));
  }
}
