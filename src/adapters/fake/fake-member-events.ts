import type { Clock, TimerHandle } from '../../ports/clock.port';
import type { Credentials } from '../../ports/credentials.port';
import type {
  MemberEventMap,
  MemberEventName,
  MemberEvents,
  Unsubscribe,
} from '../../ports/member-events.port';
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
  private readonly connectHandlers = new Set<(reconnect: boolean) => void>();
  private wanted = false;
  private connected = false;
  private detachWorld: Unsubscribe | null = null;
  private detachFaults: (() => void) | null = null;
  private reconnectTimer: TimerHandle | null = null;

  constructor(
    private readonly world: FakeWorld,
    private readonly faults: FaultInjector,
    private readonly clock: Clock,
    private readonly credentials: Credentials,
  ) {}

  connect(): void {
    this.disconnect();
    this.wanted = true;
    this.detachFaults = this.faults.register(this);
    this.open(false);
  }

  disconnect(): void {
    this.wanted = false;
    this.close();
    if (this.reconnectTimer) this.clock.clear(this.reconnectTimer);
    this.reconnectTimer = null;
    this.detachFaults?.();
    this.detachFaults = null;
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
    this.connectHandlers.add(handler);
    return () => this.connectHandlers.delete(handler);
  }

  /** Called by the fault injector: the connection is cut and comes back after the reconnect delay. */
  drop(): void {
    if (!this.connected) return;
    this.close();
    this.reconnectTimer = this.clock.setTimeout(() => {
      this.reconnectTimer = null;
      if (this.wanted) this.open(true);
    }, this.faults.settings.reconnectDelayMs);
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
    // Deferred so handlers registered right after connect() still hear about the first connect.
    queueMicrotask(() => {
      if (!this.connected) return;
      for (const handler of [...this.connectHandlers]) handler(reconnect);
      const credits = memberId === null ? undefined : this.world.members.get(memberId)?.credits;
      if (credits !== undefined) this.dispatch({ name: 'setCredits', payload: { credits } });
    });
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
