import type { Message } from '../../../../core/messaging/conversation.model';
import type { KeyValueStorage } from '../../../../ports/storage.port';
import { StoredList } from '../../../app/stored-list';

/** A message whose send failed, kept so a reload does not lose it (the lane offers a retry). */
export interface UnsentMessage {
  /** The performer it was for: a new conversation has no id yet, only her. */
  performerId: number;
  message: Message;
}

/** At most this many per member: a full disk or a runaway loop must not fill local storage. */
const MAX_KEPT = 50;

function isUnsent(value: unknown): value is UnsentMessage {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<UnsentMessage>;
  return typeof entry.performerId === 'number' && typeof entry.message?.id === 'string';
}

/**
 * The member's not-sent private messages in local storage (SPEC §3 keeps messenger state per user
 * there): 'nothing typed is ever lost', also across a reload of a failed send. Unreadable or
 * foreign entries are ignored, never thrown on.
 */
export class UnsentMessages {
  private readonly list: StoredList<UnsentMessage>;

  constructor(storage: KeyValueStorage, memberId: number) {
    this.list = new StoredList(storage, `messenger:unsent:${memberId}`, isUnsent);
  }

  all(): UnsentMessage[] {
    return this.list.read();
  }

  of(performerId: number): Message[] {
    return this.all()
      .filter((entry) => entry.performerId === performerId)
      .map((entry) => entry.message);
  }

  keep(performerId: number, message: Message): void {
    const others = this.all().filter((entry) => entry.message.id !== message.id);
    this.list.write(
      [...others, { performerId, message: { ...message, status: 'not-sent' as const } }].slice(-MAX_KEPT),
    );
  }

  forget(id: string): void {
    const all = this.all();
    const left = all.filter((entry) => entry.message.id !== id);
    if (left.length !== all.length) this.list.write(left);
  }
}
