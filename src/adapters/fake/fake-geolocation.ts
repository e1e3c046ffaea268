import type { Geolocation } from '../../ports/geolocation.port';
import { fakeCall } from './fake-call';
import type { FaultInjector } from './faults';
import type { FakeWorld } from './world/fake-world';

/** Geolocation from the fake world, which places every visitor in the Netherlands. */
export class FakeGeolocation implements Geolocation {
  constructor(
    private readonly world: FakeWorld,
    private readonly faults: FaultInjector,
  ) {}

  countryCode(): Promise<string | null> {
    return fakeCall(this.faults, () => this.world.countryCode());
  }
}
