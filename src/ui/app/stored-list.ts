import type { KeyValueStorage } from '../../ports/storage.port';

/**
 * A list kept as JSON under one key of a browser storage: unreadable or foreign entries are left
 * out, never thrown on, and a storage that is full or blocked only means nothing is kept.
 */
export class StoredList<T> {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string,
    private readonly isItem: (value: unknown) => value is T,
  ) {}

  read(): T[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.get(this.key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(this.isItem) : [];
    } catch {
      return [];
    }
  }

  write(items: readonly T[]): void {
    try {
      if (items.length === 0) this.storage.remove(this.key);
      else this.storage.set(this.key, JSON.stringify(items));
    } catch {
      // Storage full or blocked: the tab still has what it shows.
    }
  }
}
