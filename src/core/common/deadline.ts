import type { Clock } from '../../ports/clock.port';

/**
 * A moment after which a server render stops waiting for a part of its page (the render deadline,
 * docs/decisions.md, 19): past it, the part renders as not loaded instead of holding the whole page.
 * `Deadline.none()` waits as long as the work takes.
 */
export class Deadline {
  private constructor(
    private readonly clock: Clock | null,
    /** Milliseconds since the epoch; Infinity for no deadline. */
    readonly at: number,
  ) {}

  /** A deadline `ms` from now on `clock`. */
  static after(clock: Clock, ms: number): Deadline {
    return new Deadline(clock, clock.now() + ms);
  }

  static none(): Deadline {
    return new Deadline(null, Number.POSITIVE_INFINITY);
  }

  /**
   * The work's answer, or `late()` once the deadline passes first. The work is not cancelled (a
   * port call has its own timeout); its later answer, or failure, is dropped. A failure before the
   * deadline rejects as the work did.
   */
  race<T>(work: Promise<T>, late: () => T): Promise<T> {
    const clock = this.clock;
    if (!clock) return work;
    return new Promise<T>((resolve, reject) => {
      const timer = clock.setTimeout(() => resolve(late()), Math.max(0, this.at - clock.now()));
      work.then(
        (value) => {
          clock.clear(timer);
          resolve(value);
        },
        (error: unknown) => {
          clock.clear(timer);
          reject(error);
        },
      );
    });
  }
}
