import { makeAutoObservable, observable } from 'mobx';
import type { Conversation, Message } from '../../core/messaging/conversation.model';
import { isUnread } from '../../core/messaging/message-lists';
import { EntityStore } from './entity-store';

function timeOf(iso: string | undefined): number {
  return (iso && Date.parse(iso)) || 0;
}

/** True when `message` is a newer last message than the conversation's: a new arrival. */
function isNewer(conversation: Conversation, message: Message): boolean {
  const last = conversation.message;
  if (!last) return true;
  return last.id !== message.id && timeOf(message.createdAt) >= timeOf(last.createdAt);
}

/**
 * The member's conversations keyed by id (SPEC §3, §4): loaded from the inbox list, kept current by
 * private messages. A conversation that receives a message moves to the top until the next list
 * load orders it by the backend's word again. Unread counts come from the list and grow with each
 * received unread message; reading a conversation clears its count.
 */
export class ConversationStore {
  private readonly entities: EntityStore<Conversation>;
  /** Conversations moved to the top by a received message: id → how recently (higher is newer). */
  private readonly raised = observable.map<number, number>();
  private raises = 0;
  /**
   * Counts every change but a received message: a list reload asked for before one of them may
   * answer with what it undid (an archive), so ConversationSync asks again (received messages it
   * replays itself). A call that changes nothing (a read of a read conversation) is not counted:
   * it would only cost another reload.
   */
  edits = 0;

  constructor() {
    this.entities = new EntityStore<Conversation>((a, b) => this.compare(a, b));
    makeAutoObservable<this, 'entities' | 'raised' | 'raises' | 'compare'>(
      this,
      { entities: false, raised: false, raises: false, compare: false, edits: false },
      { autoBind: true },
    );
  }

  /** Raised conversations first (the latest on top), then the newest activity first. */
  get orderedData(): Conversation[] {
    return this.entities.orderedData;
  }

  get totalUnread(): number {
    let total = 0;
    for (const conversation of this.entities.data.values()) total += conversation.unread;
    return total;
  }

  get(id: number): Conversation | undefined {
    return this.entities.get(id);
  }

  has(id: number): boolean {
    return this.entities.has(id);
  }

  /** A (possibly filtered) list load: these conversations are merged and ordered by the backend's word. */
  upsertMany(conversations: readonly Conversation[]): void {
    if (conversations.length > 0) this.edits += 1;
    for (const conversation of conversations) this.raised.delete(conversation.id);
    this.entities.upsertMany(conversations);
  }

  /** The complete list (the 'all' filter, a resynchronisation): conversations not in it are gone. */
  replaceAll(conversations: readonly Conversation[]): void {
    this.edits += 1;
    this.raised.clear();
    this.entities.replaceAll(conversations);
  }

  /**
   * A message arrived in the conversation: it becomes the last message, an unread one counts, and
   * the conversation moves to the top. A message already known, or older than the last one, changes
   * nothing, so replaying messages after a reload does not count them twice. False when the
   * conversation is unknown (SPEC §4: then the list is reloaded).
   */
  receive(conversationId: number, message: Message): boolean {
    const conversation = this.entities.get(conversationId);
    if (!conversation) return false;
    if (!isNewer(conversation, message)) return true;
    const updatedAt =
      timeOf(message.createdAt) > timeOf(conversation.updatedAt) ? message.createdAt : conversation.updatedAt;
    this.entities.patch(conversationId, {
      message,
      updatedAt,
      unread: conversation.unread + (isUnread(message) ? 1 : 0),
    });
    this.raised.set(conversationId, ++this.raises);
    return true;
  }

  /** The member read the conversation: no unread messages left. False for an unknown id. */
  markRead(id: number): boolean {
    const conversation = this.entities.get(id);
    if (!conversation) return false;
    const last = conversation.message;
    const message = last && isUnread(last) ? { ...last, read: true } : last;
    // Already read: nothing to write, and nothing a reload under way could undo.
    if (conversation.unread === 0 && message === last) return true;
    this.edits += 1;
    return this.entities.patch(id, { unread: 0, message });
  }

  /** The performer read the conversation (message-read event): the member's last message shows it. */
  markReadByPartner(id: number): boolean {
    const last = this.entities.get(id)?.message;
    if (!last || last.owner !== 'self' || last.status === 'not-sent') return false;
    this.edits += 1;
    return this.entities.patch(id, { message: { ...last, status: 'delivered', read: true } });
  }

  remove(id: number): boolean {
    this.raised.delete(id);
    const removed = this.entities.remove(id);
    if (removed) this.edits += 1;
    return removed;
  }

  /** How many conversations are known (without ordering them, as `orderedData` does). */
  get size(): number {
    return this.entities.size;
  }

  clear(): void {
    if (this.entities.size > 0) this.edits += 1;
    this.raised.clear();
    this.entities.clear();
  }

  private compare(a: Conversation, b: Conversation): number {
    const raised = (this.raised.get(b.id) ?? 0) - (this.raised.get(a.id) ?? 0);
    return raised || timeOf(b.updatedAt) - timeOf(a.updatedAt) || b.id - a.id;
  }
}
