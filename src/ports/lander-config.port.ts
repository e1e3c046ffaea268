import type { LanderConfig } from '../core/model/lander';

/** Lander configuration from cloud storage ({bucket}/common/configuration.json). Rejects on failure. */
export interface LanderConfigSource {
  landers(): Promise<LanderConfig[]>;
}
