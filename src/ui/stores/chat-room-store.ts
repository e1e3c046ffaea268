import { makeAutoObservable, observable } from 'mobx';
import type { ChatEvent } from '../../core/live-chat/chat.model';

/** How many events a room keeps: enough to scroll back through a busy chat, bounded for a long one. */
export const CHAT_ROOM_CAP = 200;

/** One event of the room with the key it is de-duplicated by. */
export interface ChatRoomEntry {
  key: string;
  event: ChatEvent;
}

/**
 * The event's own id, when the backend gives it one (`payload.id`). Read structurally, so the
 * store keeps working whatever shape each kind of chat event takes.
 */
function ownIdOf(event: unknown): string | null {
  const payload = (event as { payload?: unknown } | null)?.payload;
  const id = (payload as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * The events of one live chat room (SPEC §4 chat events), oldest first, at most `cap` of them.
 * Events that carry an id are kept once, so a resynchronisation that replays recent history adds
 * only what is new; events without one are all kept, in arrival order.
 */
export class ChatRoomStore {
  readonly entries = observable.array<ChatRoomEntry>([], { deep: false });
  private readonly keys = new Set<string>();
  private received = 0;

  constructor(
    readonly room: string,
    private readonly cap: number = CHAT_ROOM_CAP,
  ) {
    makeAutoObservable<this, 'keys' | 'received' | 'cap'>(
      this,
      { entries: false, room: false, keys: false, received: false, cap: false },
      { autoBind: true },
    );
  }

  get events(): ChatEvent[] {
    return this.entries.map((entry) => entry.event);
  }

  /** Adds the event; false for one already kept. */
  add(event: ChatEvent): boolean {
    this.received += 1;
    const key = ownIdOf(event) ?? `local-${this.received}`;
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    this.entries.push({ key, event });
    this.trim();
    return true;
  }

  addMany(events: readonly ChatEvent[]): void {
    for (const event of events) this.add(event);
  }

  clear(): void {
    this.entries.clear();
    this.keys.clear();
  }

  private trim(): void {
    const excess = this.entries.length - this.cap;
    if (excess <= 0) return;
    for (const entry of this.entries.splice(0, excess)) this.keys.delete(entry.key);
  }
}
