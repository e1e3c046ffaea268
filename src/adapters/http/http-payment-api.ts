import type { PaymentMethod, PaymentStart, PaymentState } from '../../core/wallet/wallet.model';
import type { PaymentApi } from '../../ports/payment-api.port';
import { call, type HttpClient } from './http-client';
import { paymentMethodSchema } from './schemas/wallet';
import { field, isNumber, isString } from './wire';
import type { ListReader } from './wire-list';

const STATUSES: readonly unknown[] = ['pending', 'success', 'failed'];

function isStatus(value: unknown): value is PaymentState['status'] {
  return STATUSES.includes(value);
}

function isReason(value: unknown): value is number | null {
  return value === null || isNumber(value);
}

/** Card and bank payments over the member API (SPEC §7). */
export class HttpPaymentApi implements PaymentApi {
  constructor(
    private readonly client: HttpClient,
    private readonly lists: ListReader,
  ) {}

  getPaymentMethods(dimension: string): Promise<PaymentMethod[]> {
    const request = { method: 'GET', url: '/payment/options', params: { dimension } };
    return call(this.client, request, this.lists.of(paymentMethodSchema, 'GET /payment/options'));
  }

  startPayment(start: PaymentStart): Promise<{ paymentURL: string }> {
    return call(this.client, { method: 'POST', url: '/payment/session', data: start }, (data) => ({
      paymentURL: field(data, 'paymentURL', isString),
    }));
  }

  getPaymentState(paymentURL: string): Promise<PaymentState> {
    const request = { method: 'GET', url: '/payment/state', params: { paymentURL } };
    return call(this.client, request, (data) => ({
      status: field(data, 'status', isStatus),
      reason: field(data, 'reason', isReason),
    }));
  }
}
