import type { ChatEvent } from '../../core/live-chat/chat.model';
import type { ChatEvents } from '../../ports/chat-events.port';
import type { Clock, TimerHandle } from '../../ports/clock.port';
import type { Unsubscribe } from '../../ports/member-events.port';
import type { DroppableChannel, FaultInjector } from './faults';
import type { FakeWorld } from './world/fake-world';

interface Subscription {
  room: string;
  handler: (event: ChatEvent) => void;
  /** The world's subscription while the channel is up. */
  detach: Unsubscribe | null;
}

/**
 * ChatEvents straight from the fake world's rooms; each handler gets its own copy of an event.
 * Like the socket.io adapter, the channel opens with the first subscription and closes with the
 * last, and onConnect handlers hear of every (re)connect. After `faults.dropSocket()` it is down
 * for `reconnectDelayMs` (room events of that time are lost, as on a real socket), then it
 * resubscribes every room and reports reconnect=true.
 */
export class FakeChatEvents implements ChatEvents, DroppableChannel {
  private readonly subscriptions = new Set<Subscription>();
  private readonly connectHandlers = new Set<(reconnect: boolean) => void>();
  private connected = false;
  private connectedOnce = false;
  private detachFaults: (() => void) | null = null;
  private reconnectTimer: TimerHandle | null = null;

  constructor(
    private readonly world: FakeWorld,
    private readonly faults: FaultInjector,
    private readonly clock: Clock,
  ) {}

  subscribe(room: string, handler: (event: ChatEvent) => void): Unsubscribe {
    const subscription: Subscription = { room, handler, detach: null };
    this.subscriptions.add(subscription);
    if (!this.detachFaults) {
      this.detachFaults = this.faults.register(this);
      this.open();
    } else if (this.connected) this.attach(subscription);
    return () => this.unsubscribe(subscription);
  }

  /** The fake world's rooms are in this process: a subscription listens at once while the channel is up. */
  whenListening(): Promise<void> {
    return Promise.resolve();
  }

  onConnect(handler: (reconnect: boolean) => void): Unsubscribe {
    this.connectHandlers.add(handler);
    return () => this.connectHandlers.delete(handler);
  }

  /** Called by the fault injector: the channel is cut and comes back after the reconnect delay. */
  drop(): void {
    if (!this.connected) return;
    this.detachAll();
    this.reconnectTimer = this.clock.setTimeout(() => {
      this.reconnectTimer = null;
      if (this.subscriptions.size > 0) this.open();
    }, this.faults.settings.reconnectDelayMs);
  }

  private open(): void {
    for (const subscription of this.subscriptions) this.attach(subscription);
    this.connected = true;
    const reconnect = this.connectedOnce;
    this.connectedOnce = true;
    // Deferred so handlers registered right after the first subscribe() still hear of it.
    queueMicrotask(() => {
      if (!this.connected) return;
      for (const handler of [...this.connectHandlers]) handler(reconnect);
    });
  }

  private attach(subscription: Subscription): void {
    subscription.detach = this.world.subscribeRoom(subscription.room, (event) =>
      subscription.handler(structuredClone(event)),
    );
  }

  private unsubscribe(subscription: Subscription): void {
    if (!this.subscriptions.delete(subscription)) return;
    subscription.detach?.();
    subscription.detach = null;
    if (this.subscriptions.size > 0) return;
    this.detachAll();
    if (this.reconnectTimer) this.clock.clear(this.reconnectTimer);
    this.reconnectTimer = null;
    this.detachFaults?.();
    this.detachFaults = null;
    this.connectedOnce = false;
  }

  private detachAll(): void {
    for (const subscription of this.subscriptions) {
      subscription.detach?.();
      subscription.detach = null;
    }
    this.connected = false;
  }
}
