import type { LanderConfig } from '../../core/account/lander.model';
import type { LanderConfigSource } from '../../ports/lander-config.port';
import { call, type HttpClient } from './http-client';
import { asObject, field, isArray } from './wire';

/** Lander configuration from cloud storage: GET {storage}/common/configuration.json (SPEC §7). */
export class HttpLanderConfigSource implements LanderConfigSource {
  constructor(private readonly client: HttpClient) {}

  landers(): Promise<LanderConfig[]> {
    const request = { method: 'GET', url: '/common/configuration.json' };
    return call(this.client, request, (data) =>
      field(data, 'landers', isArray).map((item) => asObject(item) as unknown as LanderConfig),
    );
  }
}
