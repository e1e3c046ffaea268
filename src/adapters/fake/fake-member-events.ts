import type { Clock } from '../../ports/clock.port';
import type { Credentials } from '../../ports/credentials.port';
import type {
  MemberEventMap,
  MemberEventName,
  MemberEvents,
  Unsubscribe,
} from '../../ports/member-events.port';
import { FakeReconnect } from './fake-reconnect';
import type { DroppableChannel, FaultInjector } from './faults';
import type { MemberEventEnvelope } from './world/event-hub';
import type { FakeWorld } from './world/fake-world';

type AnyHandler = (payload: never) => void;

/**
 * The member socket over the fake world, for the member whose token the session holder has at each
 * (re)connect. Like the socket.io adapter it keeps its handlers across reconnects: after
 * `faults.dropSocket()` it is down for `reconnectDelayMs`, then reconnects, resubscribes and calls
 * the onConnect handlers with reconnect=true. Events emitted while it is
 * down are lost, as on a real socket, which is why clients resynchronise on reconnect. On every
 * (re)connect a member channel also receives setCredits with the current balance. Every channel,
 * a guest's too, receives the broadcast events (performerStatus); the rest only a member's.
 */
export class FakeMemberEvents implements MemberEvents, DroppableChannel {
  private readonly handlers = new Map<MemberEventName, Set<AnyHandler>>();
  private readonly link: FakeReconnect;
  private wanted = false;
  private connected = false;
  private detachWorld: Unsubscribe | null = null;

  constructor(
    private readonly world: FakeWorld,
    faults: FaultInjector,
    clock: Clock,
    private readonly credentials: Credentials,
  ) {
    this.link = new FakeReconnect(faults, clock);
  }

  connect(): void {
    this.disconnect();
    this.wanted = true;
    this.link.start(this);
    this.open(false);
  }

  disconnect(): void {
    this.wanted = false;
    this.close();
    this.link.stop();
  }

  isConnected(): boolean {
    return this.connected;
  }

  on<E extends MemberEventName>(event: E, handler: (payload: MemberEventMap[E]) => void): Unsubscribe {
    const set = this.handlers.get(event) ?? new Set<AnyHandler>();
    set.add(handler as AnyHandler);
    this.handlers.set(event, set);
    return () => set.delete(handler as AnyHandler);
  }

  onConnect(handler: (reconnect: boolean) => void): Unsubscribe {
    return this.link.onConnect(handler);
  }

  /** Called by the fault injector: the connection is cut and comes back after the reconnect delay. */
  drop(): void {
    if (!this.connected) return;
    this.close();
    this.link.reopenLater(() => {
      if (this.wanted) this.open(true);
    });
  }

  private open(reconnect: boolean): void {
    // Read at every (re)connect, as the socket's handshake does.
    const token = this.credentials.token();
    const memberId = token ? this.world.memberIdFromToken(token) : null;
    const detachBroadcast = this.world.subscribeBroadcast((event) => this.dispatch(event));
    const detachMember =
      memberId === null ? null : this.world.events.subscribe(memberId, (event) => this.dispatch(event));
    this.detachWorld = () => {
      detachBroadcast();
      detachMember?.();
    };
    this.connected = true;
    this.link.announce(
      reconnect,
      () => this.connected,
      () => {
        const credits = memberId === null ? undefined : this.world.members.get(memberId)?.credits;
        if (credits !== undefined) this.dispatch({ name: 'setCredits', payload: { credits } });
      },
    );
  }

  private close(): void {
    this.detachWorld?.();
    this.detachWorld = null;
    this.connected = false;
  }

  private dispatch(event: MemberEventEnvelope): void {
    for (const handler of [...(this.handlers.get(event.name) ?? [])]) {
      (handler as (payload: unknown) => void)(structuredClone(event.payload));
    }
  }
}
