import type { PopupEntry } from '../../../../core/messaging/popups';
import type { KeyValueStorage } from '../../../../ports/storage.port';

function keyOf(memberId: number): string {
  return `messenger:popups:${memberId}`;
}

function isEntry(value: unknown): value is PopupEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<PopupEntry>;
  return (
    typeof entry.user === 'number' && typeof entry.username === 'string' && typeof entry.bubbled === 'boolean'
  );
}

/** The member's conversation pop-ups in local storage (SPEC §3: popup conversations per user). */
export class PopupStorage {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly memberId: number,
  ) {}

  load(): PopupEntry[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.get(keyOf(this.memberId)) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  save(entries: readonly PopupEntry[]): void {
    try {
      if (entries.length === 0) this.storage.remove(keyOf(this.memberId));
      else this.storage.set(keyOf(this.memberId), JSON.stringify(entries));
    } catch {
      // Storage blocked or full: the pop-ups still work in this tab.
    }
  }
}
