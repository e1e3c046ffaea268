import type { WalletService } from '../../ports/wallet-service.port';
import { call, type HttpClient } from './http-client';
import { asObject } from './wire';

/** The wallet service over HTTP: POST /validate and GET /payment/ajax/auto-login (docs/api.md). */
export class HttpWalletService implements WalletService {
  constructor(private readonly client: HttpClient) {}

  validate(token: string): Promise<{ valid: boolean }> {
    return call(this.client, { method: 'POST', url: '/validate', data: { token } }, (data) => ({
      valid: asObject(data).valid === true,
    }));
  }

  autoLogin(origin: string): Promise<void> {
    const request = { method: 'GET', url: '/payment/ajax/auto-login', params: { origin } };
    return call(this.client, request, () => undefined);
  }
}
