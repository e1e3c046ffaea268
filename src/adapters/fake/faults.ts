import { ApiError, ERROR_LABELS } from '../../core/common/api-error.model';
import type { Clock } from '../../ports/clock.port';
import { hashInts, Rng } from './prng';

export interface FaultSettings {
  /** Delay before every call, on the injected clock. */
  latencyMs: number;
  /** Share of calls that fail with ApiError('network', 0) before they reach the world, 0..1. */
  errorRate: number;
  /**
   * Share of calls whose answer is lost, 0..1: the call reaches the world and takes effect, but the
   * caller gets ApiError('network', 0) as for errorRate (a reply lost on the way back).
   */
  lostAnswerRate: number;
  /** How long a dropped socket (member or chat) stays down before it reconnects. */
  reconnectDelayMs: number;
}

/** A share within 0..1; anything else (NaN included) is clamped, NaN to 0. */
function rate(value: number): number {
  return Number.isNaN(value) ? 0 : Math.min(1, Math.max(0, value));
}

/** A realtime channel the injector can cut. */
export interface DroppableChannel {
  drop(): void;
}

const DEFAULTS: FaultSettings = { latencyMs: 0, errorRate: 0, lostAnswerRate: 0, reconnectDelayMs: 1000 };

/**
 * Injects the outside world's failures into the fake adapters: latency, failing calls, lost answers
 * and dropped sockets, switchable at runtime (`faults.set({ latencyMs, errorRate, lostAnswerRate })`).
 * Failures are drawn from a seeded PRNG, so a test with a given seed fails the same calls every run.
 * A call failing by errorRate never reaches the world, like a request lost on the way; one failing
 * by lostAnswerRate did take effect, like an answer lost on the way back, so a retry repeats it.
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
      errorRate: rate(next.errorRate),
      lostAnswerRate: rate(next.lostAnswerRate),
      reconnectDelayMs: Math.max(0, next.reconnectDelayMs),
    };
  }

  reset(): void {
    this.current = { ...DEFAULTS };
  }

  /** Runs one backend call through the current faults. */
  async run<T>(operation: () => T | Promise<T>): Promise<T> {
    const { latencyMs, errorRate, lostAnswerRate } = this.current;
    if (latencyMs > 0) await new Promise<void>((resolve) => this.clock.setTimeout(resolve, latencyMs));
    // Draw only when failures are on, so switching them off leaves the sequence of later draws alone.
    if (errorRate > 0 && this.rng.next() < errorRate) {
      throw new ApiError(ERROR_LABELS.network, 0, 'injected network failure');
    }
    // Without lost answers the result goes back as before, not one microtask later.
    if (!(lostAnswerRate > 0)) return operation();
    const result = await operation();
    // A failure the world answered reaches the caller as it is; only a success's answer is lost.
    if (this.rng.next() < lostAnswerRate) {
      throw new ApiError(ERROR_LABELS.network, 0, 'injected lost answer');
    }
    return result;
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
