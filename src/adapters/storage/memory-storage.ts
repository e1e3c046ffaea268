import type { Clock } from '../../ports/clock.port';
import type { KeyValueStorage } from '../../ports/storage.port';

interface Entry {
  value: string;
  expiresAt: number | null;
}

/**
 * Local and session storage on the server, and any store in tests. Given a clock it honours `maxAgeSeconds` like a cookie
 * jar does, so tests can check that persisted state expires after a day.
 */
export class MemoryStorage implements KeyValueStorage {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock?: Clock) {}

  get(key: string): string | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt !== null && this.clock && this.clock.now() >= entry.expiresAt) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  set(key: string, value: string, options?: { maxAgeSeconds?: number }): void {
    const maxAge = options?.maxAgeSeconds;
    const expiresAt = maxAge !== undefined && this.clock ? this.clock.now() + maxAge * 1000 : null;
    this.entries.set(key, { value, expiresAt });
  }

  remove(key: string): void {
    this.entries.delete(key);
  }

  /** The keys currently held (expired ones included until read), for assertions. */
  keys(): string[] {
    return [...this.entries.keys()];
  }
}
