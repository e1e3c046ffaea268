import { makeAutoObservable, observable } from 'mobx';
import type { Message, MessagePage } from '../../core/messaging/conversation.model';
import { mergeMessages } from '../../core/messaging/message-lists';
import { EntityStore } from './entity-store';

/** The lane of a conversation not created yet (its first message is not sent), as in SendPrivateMessage. */
export const NEW_CONVERSATION = 0;

function laneOf(message: Message): number {
  return message.conversationId ?? NEW_CONVERSATION;
}

/**
 * The next page to ask for after a load. Pages count back from the newest message, so reloading a
 * newer page must not move it back; once no page is left, none comes back (new messages only add
 * to the newest page). Messages arriving meanwhile shift pages into overlap, never into a gap.
 */
function furthestPage(known: number | null | undefined, next: number | null): number | null {
  if (known === undefined) return next;
  if (known === null || next === null) return null;
  return Math.max(known, next);
}

/**
 * Private messages keyed by message id and grouped by conversation (SPEC §4 message list): pages
 * merge de-duplicated by id, the fresher copy winning. A message the member sends is 'not-sent'
 * until the backend stored it, then 'sent', then 'delivered' when the performer read it; a send
 * that fails leaves it 'not-sent', so the lane can offer a retry.
 */
export class MessageStore {
  private readonly entities = new EntityStore<Message>(() => 0);
  /** Per conversation, the next older page to load (null: none left); absent until a page loaded. */
  private readonly nextPages = observable.map<number, number | null>();
  /** Ids of messages on their way to the backend. */
  private readonly sending = observable.set<string>();

  constructor() {
    makeAutoObservable<this, 'entities' | 'nextPages' | 'sending'>(
      this,
      { entities: false, nextPages: false, sending: false },
      { autoBind: true },
    );
  }

  /** Every conversation's messages, oldest first (the order `mergeMessages` gives). */
  get byConversation(): ReadonlyMap<number, readonly Message[]> {
    const groups = new Map<number, Message[]>();
    for (const message of this.entities.data.values()) {
      const lane = groups.get(laneOf(message)) ?? [];
      lane.push(message);
      groups.set(laneOf(message), lane);
    }
    for (const [id, lane] of groups) groups.set(id, mergeMessages(lane));
    return groups;
  }

  /** A conversation's messages, oldest first; NEW_CONVERSATION for one not created yet. */
  of(conversationId: number): readonly Message[] {
    return this.byConversation.get(conversationId) ?? [];
  }

  get(id: string): Message | undefined {
    return this.entities.get(id);
  }

  /** The next older page of the conversation; null when none is left, undefined before the first. */
  nextPageOf(conversationId: number): number | null | undefined {
    return this.nextPages.get(conversationId);
  }

  /** True while the message is on its way; a 'not-sent' message that is not sending failed. */
  isSending(id: string): boolean {
    return this.sending.has(id);
  }

  /** A loaded page: merged into what is known, de-duplicated by id. */
  mergePage(conversationId: number, page: MessagePage): void {
    for (const message of page.messages) this.entities.upsert({ ...message, conversationId });
    this.nextPages.set(conversationId, furthestPage(this.nextPages.get(conversationId), page.nextPage));
  }

  /** A message that reached the member (the socket, another tab): stored in its conversation. */
  add(conversationId: number, message: Message): void {
    this.entities.upsert({ ...message, conversationId });
  }

  /** The member sends (or retries) a message: in its lane as 'not-sent' until the backend answers. */
  addSending(message: Message): void {
    this.entities.upsert({ ...message, status: 'not-sent' });
    this.sending.add(message.id);
  }

  /** The backend stored the message sent as `localId`: the stored one (at least 'sent') replaces it. */
  confirmSent(localId: string, stored: Message): void {
    this.sending.delete(localId);
    if (localId !== stored.id) this.entities.remove(localId);
    const status = stored.status === 'delivered' ? 'delivered' : 'sent';
    this.entities.upsert({ ...stored, status });
  }

  /** The send failed: the message stays 'not-sent' (with the use-case's copy when given) for a retry. */
  markNotSent(localId: string, unsent?: Message): void {
    this.sending.delete(localId);
    if (unsent && unsent.id !== localId) this.entities.remove(localId);
    const message = unsent ?? this.entities.get(localId);
    if (message) this.entities.upsert({ ...message, status: 'not-sent' });
  }

  /** A message that never left (refused before sending, e.g. no credits): gone from the lane. */
  discard(localId: string): void {
    this.sending.delete(localId);
    this.entities.remove(localId);
  }

  /**
   * The performer read the conversation (message-read event): the member's messages the backend
   * holds become delivered and read. Not-sent ones stay not-sent: they never reached anybody.
   */
  markReadByPartner(conversationId: number): void {
    for (const message of this.of(conversationId)) {
      if (message.owner !== 'self' || message.status === 'not-sent') continue;
      this.entities.patch(message.id, { status: 'delivered', read: true });
    }
  }

  /** The member read the conversation: the performer's messages in it are read. */
  markIncomingRead(conversationId: number): void {
    for (const message of this.of(conversationId)) {
      if (message.owner === 'other' && !message.read) this.entities.patch(message.id, { read: true });
    }
  }

  removeConversation(conversationId: number): void {
    for (const message of this.of(conversationId)) this.entities.remove(message.id);
    this.nextPages.delete(conversationId);
  }

  clear(): void {
    this.entities.clear();
    this.nextPages.clear();
    this.sending.clear();
  }
}
