import { ApiError, ERROR_LABELS } from '../../core/common/api-error.model';
import type { Clock } from '../../ports/clock.port';
import { hashInts, Rng } from './prng';

export interface FaultSettings {
  /** Delay before every call, on the injected clock. */
  latencyMs: number;
  /** Share of calls that fail with ApiError('network', 0), 0..1. */
  errorRate: number;
  /** How long a dropped socket (member or chat) stays down before it reconnects. */
  reconnectDelayMs: number;
}

/** A realtime channel the injector can cut. */
export interface DroppableChannel {
  drop(): void;
}

const DEFAULTS: FaultSettings = { latencyMs: 0, errorRate: 0, reconnectDelayMs: 1000 };

/**
 * Injects the outside world's failures into the fake adapters: latency, failing calls and dropped
 * sockets, switchable at runtime (`faults.set({ latencyMs, errorRate })`). Failures are drawn from
 * a seeded PRNG, so a test with a given seed fails the same calls every run. A failing call never
 * reaches the world, like a request lost on the way.
 */
export class FaultInjector {
  private current: FaultSettings = { ...DEFAULTS };
  private readonly rng: Rng;
  private readonly clock: Clock;
  private readonly channels = new Set<DroppableChannel>();

  constructor(options: { seed: number; clock: Clock }) {
    this.rng = new Rng(hashInts(options.seed, 0xfa17));
    this.clock = options.clock;
  }

  get settings(): FaultSettings {
    return { ...this.current };
  }

  set(changes: Partial<FaultSettings>): void {
    const next = { ...this.current, ...changes };
    this.current = {
      latencyMs: Math.max(0, next.latencyMs),
      errorRate: Math.min(1, Math.max(0, next.errorRate)),
      reconnectDelayMs: Math.max(0, next.reconnectDelayMs),
    };
  }

  reset(): void {
    this.current = { ...DEFAULTS };
  }

  /** Runs one backend call through the current faults. */
  async run<T>(operation: () => T | Promise<T>): Promise<T> {
    const { latencyMs, errorRate } = this.current;
    if (latencyMs > 0) await new Promise<void>((resolve) => this.clock.setTimeout(resolve, latencyMs));
    // Draw only when failures are on, so switching them off leaves the sequence of later draws alone.
    if (errorRate > 0 && this.rng.next() < errorRate) {
      throw new ApiError(ERROR_LABELS.network, 0, 'injected network failure');
    }
    return operation();
  }

  /** Registers a live channel for dropSocket; returns the way to unregister it. */
  register(channel: DroppableChannel): () => void {
    this.channels.add(channel);
    return () => this.channels.delete(channel);
  }

  /**
   * Cuts every connected socket, member and chat; each reconnects after `reconnectDelayMs`.
   * Returns how many.
   */
  dropSocket(): number {
    const channels = [...this.channels];
    for (const channel of channels) channel.drop();
    return channels.length;
  }
}
