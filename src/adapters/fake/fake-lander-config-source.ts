import type { LanderConfig } from '../../core/account/lander.model';
import type { LanderConfigSource } from '../../ports/lander-config.port';
import { fakeCall } from './fake-call';
import type { FaultInjector } from './faults';
import type { FakeWorld } from './world/fake-world';

/** The landers of {bucket}/common/configuration.json, from the fake world. */
export class FakeLanderConfigSource implements LanderConfigSource {
  constructor(
    private readonly world: FakeWorld,
    private readonly faults: FaultInjector,
  ) {}

  landers(): Promise<LanderConfig[]> {
    return fakeCall(this.faults, () => this.world.landers());
  }
}
