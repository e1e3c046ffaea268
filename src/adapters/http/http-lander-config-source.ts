import type { LanderConfig } from '../../core/account/lander.model';
import type { LanderConfigSource } from '../../ports/lander-config.port';
import { call, type HttpClient } from './http-client';
import { landerConfigSchema } from './schemas/account';
import type { ListReader } from './wire-list';

/** Lander configuration from cloud storage: GET {storage}/common/configuration.json (SPEC §7). */
export class HttpLanderConfigSource implements LanderConfigSource {
  constructor(
    private readonly client: HttpClient,
    private readonly lists: ListReader,
  ) {}

  landers(): Promise<LanderConfig[]> {
    const request = { method: 'GET', url: '/common/configuration.json' };
    return call(
      this.client,
      request,
      this.lists.of(landerConfigSchema, 'the lander configuration', 'landers'),
    );
  }
}
