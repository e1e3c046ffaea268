import type { PopupEntry } from '../../../../core/messaging/popups';
import type { KeyValueStorage } from '../../../../ports/storage.port';
import { StoredList } from '../../../app/stored-list';

function isEntry(value: unknown): value is PopupEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<PopupEntry>;
  return (
    typeof entry.user === 'number' && typeof entry.username === 'string' && typeof entry.bubbled === 'boolean'
  );
}

/** The member's conversation pop-ups in local storage (SPEC §3: popup conversations per user). */
export class PopupStorage {
  private readonly list: StoredList<PopupEntry>;

  constructor(storage: KeyValueStorage, memberId: number) {
    this.list = new StoredList(storage, `messenger:popups:${memberId}`, isEntry);
  }

  load(): PopupEntry[] {
    return this.list.read();
  }

  save(entries: readonly PopupEntry[]): void {
    this.list.write(entries);
  }
}
