import type { Geolocation } from '../../ports/geolocation.port';
import { call, type HttpClient } from './http-client';
import { asObject } from './wire';

/**
 * The visitor's country from the geolocation endpoint. The port promises null when unknown, so a
 * failed lookup resolves null instead of rejecting: the dial-in default (NL) takes over.
 */
export class HttpGeolocation implements Geolocation {
  constructor(private readonly client: HttpClient) {}

  async countryCode(): Promise<string | null> {
    try {
      return await call(this.client, { method: 'GET', url: '' }, (data) => {
        const code = asObject(data).countryCode;
        return typeof code === 'string' && code.length > 0 ? code.toUpperCase() : null;
      });
    } catch {
      return null;
    }
  }
}
