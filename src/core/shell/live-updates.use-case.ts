import type { Credentials } from '../../ports/credentials.port';
import type { MemberEvents, Unsubscribe } from '../../ports/member-events.port';

/**
 * The visitor's realtime channel (SPEC §4 member socket): opened with the session holder's token,
 * or as a guest channel, and opened again after a login or logout. Credits and favourites come
 * from it for members; performer status changes for everybody, so grids stay live.
 */
export class LiveUpdates {
  private token: string | null | undefined = undefined;

  constructor(
    private readonly events: MemberEvents,
    private readonly credentials: Credentials,
  ) {}

  /** Connects, or reconnects when the session's token changed since the last call. */
  execute(): void {
    const current = this.credentials.token();
    if (current === this.token && this.events.isConnected()) return;
    this.token = current;
    this.events.connect();
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
