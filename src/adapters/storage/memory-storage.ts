import type { KeyValueStorage } from '../../ports/storage.port';

/** Local and session storage on the server (and in tests): lives as long as its container. */
export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}
