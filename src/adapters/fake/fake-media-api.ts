import type { Album } from '../../core/performers/media.model';
import type { MediaApi } from '../../ports/media-api.port';
import { fakeCall } from './fake-call';
import type { FaultInjector } from './faults';
import type { FakeWorld } from './world/fake-world';

/** MediaApi over the fake world; galleries are public, so no token is needed. */
export class FakeMediaApi implements MediaApi {
  constructor(
    private readonly world: FakeWorld,
    private readonly faults: FaultInjector,
  ) {}

  albums(performerId: number): Promise<Album[]> {
    return fakeCall(this.faults, () => this.world.media.albums(performerId));
  }

  album(performerId: number, albumId: number): Promise<Album> {
    return fakeCall(this.faults, () => this.world.media.album(performerId, albumId));
  }
}
