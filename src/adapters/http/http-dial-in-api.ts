import type { DialInNumber, DialInPayment, DialInStatus, IvrSession } from '../../core/dial-in/dial-in.model';
import type { DialInApi } from '../../ports/dial-in-api.port';
import { call, type HttpClient } from './http-client';
import { dialInNumberSchema, ivrSessionSchema } from './schemas/dial-in';
import { asObject, field, isString } from './wire';
import type { ListReader } from './wire-list';

const STATES: readonly string[] = ['pending', 'in_call', 'ended', 'expired'];

function isState(value: unknown): value is DialInStatus {
  return typeof value === 'string' && STATES.includes(value);
}

/** The anonymous phone payment over the member API (SPEC §7). */
export class HttpDialInApi implements DialInApi {
  constructor(
    private readonly client: HttpClient,
    private readonly lists: ListReader,
  ) {}

  getNumbers(query: { provider: string }): Promise<DialInNumber[]> {
    const request = { method: 'GET', url: '/payment/dial-in', params: query };
    return call(this.client, request, this.lists.of(dialInNumberSchema, 'GET /payment/dial-in'));
  }

  getIvrSession(query: { country: string }): Promise<IvrSession> {
    const request = { method: 'GET', url: '/payment/ivr', params: query };
    return call(this.client, request, this.lists.one(ivrSessionSchema, 'GET /payment/ivr'));
  }

  pay(payment: DialInPayment): Promise<{ session: string }> {
    return call(this.client, { method: 'POST', url: '/payment/dial-in', data: payment }, (data) => ({
      session: field(data, 'session', isString),
    }));
  }

  verify(session: string): Promise<{ state: DialInStatus; nickname: string | null }> {
    const request = { method: 'GET', url: '/verify/dial-in', params: { session } };
    return call(this.client, request, (data) => {
      const nickname = asObject(data).nickname;
      return {
        state: field(data, 'state', isState),
        nickname: typeof nickname === 'string' ? nickname : null,
      };
    });
  }
}
