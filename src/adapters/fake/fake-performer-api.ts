import type {
  Performer,
  PerformerCategory,
  PerformerPage,
  PerformerQuery,
} from '../../core/performers/performer.model';
import type { PerformerApi } from '../../ports/performer-api.port';
import { fakeCall } from './fake-call';
import type { FaultInjector } from './faults';
import type { FakeWorld } from './world/fake-world';

/** PerformerApi over the fake world's catalogue (public: no token). */
export class FakePerformerApi implements PerformerApi {
  constructor(
    private readonly world: FakeWorld,
    private readonly faults: FaultInjector,
  ) {}

  featuredCategories(): Promise<PerformerCategory[]> {
    return fakeCall(this.faults, () => this.world.performers.featuredCategories());
  }

  profile(id: number): Promise<Performer> {
    return fakeCall(this.faults, () => this.world.performers.profile(id));
  }

  profileByUsername(username: string): Promise<Performer> {
    return fakeCall(this.faults, () => this.world.performers.profileByUsername(username));
  }

  autocomplete(username: string): Promise<{ id: number; username: string }[]> {
    return fakeCall(this.faults, () => this.world.performers.autocomplete(username));
  }

  count(query: PerformerQuery): Promise<number> {
    return fakeCall(this.faults, () => this.world.performers.count(query));
  }

  find(query: PerformerQuery): Promise<PerformerPage> {
    return fakeCall(this.faults, () => this.world.performers.find(query));
  }
}
