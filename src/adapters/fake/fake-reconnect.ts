import type { Clock, TimerHandle } from '../../ports/clock.port';
import type { Unsubscribe } from '../../ports/member-events.port';
import type { DroppableChannel, FaultInjector } from './faults';

/**
 * What the fake sockets (member events, chat events) do alike around a connection: the
 * onConnect handlers, the fault injector's reach while the channel is in use, and the reconnect
 * `reconnectDelayMs` after `faults.dropSocket()` cut it.
 */
export class FakeReconnect {
  private readonly connectHandlers = new Set<(reconnect: boolean) => void>();
  private reconnectTimer: TimerHandle | null = null;
  private leaveFaults: (() => void) | null = null;

  constructor(
    private readonly faults: FaultInjector,
    private readonly clock: Clock,
  ) {}

  /** Whether the channel is in use: from start() until stop(). */
  get started(): boolean {
    return this.leaveFaults !== null;
  }

  /** Puts the channel within the fault injector's reach, so dropSocket() cuts it. */
  start(channel: DroppableChannel): void {
    this.leaveFaults = this.faults.register(channel);
  }

  onConnect(handler: (reconnect: boolean) => void): Unsubscribe {
    this.connectHandlers.add(handler);
    return () => this.connectHandlers.delete(handler);
  }

  /**
   * Tells the onConnect handlers of a (re)connect, and then runs `afterwards`. Deferred, so
   * handlers registered right after the call that opened the channel still hear of it; skipped
   * when the channel is down again by then.
   */
  announce(reconnect: boolean, isUp: () => boolean, afterwards: () => void = () => {}): void {
    queueMicrotask(() => {
      if (!isUp()) return;
      for (const handler of [...this.connectHandlers]) handler(reconnect);
      afterwards();
    });
  }

  /** After a drop: runs `reopen` once the reconnect delay has passed. */
  reopenLater(reopen: () => void): void {
    this.reconnectTimer = this.clock.setTimeout(() => {
      this.reconnectTimer = null;
      reopen();
    }, this.faults.settings.reconnectDelayMs);
  }

  /** The channel is no longer in use: no reconnect pending, and out of the fault injector's reach. */
  stop(): void {
    if (this.reconnectTimer) this.clock.clear(this.reconnectTimer);
    this.reconnectTimer = null;
    this.leaveFaults?.();
    this.leaveFaults = null;
  }
}
