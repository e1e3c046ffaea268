import type { Credentials } from '../../ports/credentials.port';
import type { MemberEvents, Unsubscribe } from '../../ports/member-events.port';

/**
 * The visitor's realtime channel (SPEC §4 member socket): opened with the session holder's token,
 * or as a guest channel, and opened again after a login or logout. The realtime bridge reads the
 * member's events from it; performer status changes reach everybody, so grids stay live.
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
}
