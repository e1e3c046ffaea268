import type { MemberEvents, Unsubscribe } from '../../ports/member-events.port';
import type { Storages } from '../../ports/storage.port';
import { readAuthState } from '../account/session';

/**
 * The visitor's realtime channel (SPEC §4 member socket): opened with the stored token, or as a
 * guest channel, and opened again after a login or logout. Credits and favourites come from it
 * for members; performer status changes for everybody, so grids stay live.
 */
export class LiveUpdates {
  private token: string | null | undefined = undefined;

  constructor(
    private readonly events: MemberEvents,
    private readonly storages: Storages,
  ) {}

  /** Connects, or reconnects when the stored token changed since the last call. */
  execute(): void {
    const { token, loggedIn } = readAuthState(this.storages.cookie);
    const current = loggedIn ? token : null;
    if (current === this.token && this.events.isConnected()) return;
    this.token = current;
    this.events.connect(current);
  }

  onPerformerStatus(handler: (performerId: number, status: number) => void): Unsubscribe {
    return this.events.on('performerStatus', (event) => handler(event.performerId, event.onlineStatus));
  }

  /** The balance whenever the backend states it: on connect and after every change. */
  onCredits(handler: (credits: number) => void): Unsubscribe {
    const set = this.events.on('setCredits', (event) => handler(event.credits));
    const updated = this.events.on('updatedCredits', (event) => handler(event.credits));
    return () => {
      set();
      updated();
    };
  }

  onFavourite(handler: (performerId: number, favourite: boolean) => void): Unsubscribe {
    const added = this.events.on('favouriteAdd', (event) => handler(event.performerId, true));
    const removed = this.events.on('favouriteRemove', (event) => handler(event.performerId, false));
    return () => {
      added();
      removed();
    };
  }
}
