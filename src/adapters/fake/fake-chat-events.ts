import type { ChatEvent } from '../../core/live-chat/chat.model';
import type { ChatEvents } from '../../ports/chat-events.port';
import type { Clock } from '../../ports/clock.port';
import type { Unsubscribe } from '../../ports/member-events.port';
import { FakeReconnect } from './fake-reconnect';
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
  private readonly link: FakeReconnect;
  private connected = false;
  private connectedOnce = false;

  constructor(
    private readonly world: FakeWorld,
    faults: FaultInjector,
    clock: Clock,
  ) {
    this.link = new FakeReconnect(faults, clock);
  }

  subscribe(room: string, handler: (event: ChatEvent) => void): Unsubscribe {
    const subscription: Subscription = { room, handler, detach: null };
    this.subscriptions.add(subscription);
    if (!this.link.started) {
      this.link.start(this);
      this.open();
    } else if (this.connected) this.attach(subscription);
    return () => this.unsubscribe(subscription);
  }

  /** The fake world's rooms are in this process: a subscription listens at once while the channel is up. */
  whenListening(): Promise<void> {
    return Promise.resolve();
  }

  onConnect(handler: (reconnect: boolean) => void): Unsubscribe {
    return this.link.onConnect(handler);
  }

  /** Called by the fault injector: the channel is cut and comes back after the reconnect delay. */
  drop(): void {
    if (!this.connected) return;
    this.detachAll();
    this.link.reopenLater(() => {
      if (this.subscriptions.size > 0) this.open();
    });
  }

  private open(): void {
    for (const subscription of this.subscriptions) this.attach(subscription);
    this.connected = true;
    const reconnect = this.connectedOnce;
    this.connectedOnce = true;
    this.link.announce(reconnect, () => this.connected);
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
    this.link.stop();
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
