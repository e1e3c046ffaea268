import type { LanderConfig } from '../core/account/lander.model';

/** Lander configuration from cloud storage ({bucket}/common/configuration.json). Rejects on failure. */
export interface LanderConfigSource {
  landers(): Promise<LanderConfig[]>;
}
