import type { KeyValueStorage } from '../../ports/storage.port';

/**
 * localStorage or sessionStorage. Private browsing and full quotas make the Web Storage API
 * throw; the site then behaves as if nothing was stored rather than breaking.
 */
export class WebStorage implements KeyValueStorage {
  constructor(private readonly storage: () => Storage) {}

  get(key: string): string | null {
    try {
      return this.storage().getItem(key);
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage().setItem(key, value);
    } catch {
      // Quota or privacy mode: state is simply not kept.
    }
  }

  remove(key: string): void {
    try {
      this.storage().removeItem(key);
    } catch {
      // See set().
    }
  }
}
