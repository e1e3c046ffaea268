import type { Conversation, Message } from '../../core/messaging/conversation.model';
import type { Logger } from '../../ports/logger.port';
import type { ConversationStore } from './conversation-store';

/** A received private message, with the reload round that was under way when it arrived. */
interface Arrival {
  conversationId: number;
  message: Message;
  round: number;
}

/** How many times a reload asks again because the member changed the list while it was asked. */
const STALE_RETRIES = 2;

/**
 * Keeps the conversation list right while it reloads (SPEC §4: a message for an unknown
 * conversation reloads the list; a reconnect resynchronises it). A reload answers with the list as
 * it was when asked, so messages that arrive meanwhile are replayed onto the new list; one whose
 * conversation is still unknown after a reload that started after it arrived is left to the
 * message store (the backend does not list it), otherwise the list is asked for once more. An
 * answer asked for before the member changed the list (an archive, a read) could undo that change:
 * it is asked for again instead (at most STALE_RETRIES times, then the list stays as it is).
 */
export class ConversationSync {
  private rounds = 0;
  private reloading = false;
  /** The store's edits when the reload under way was asked for. */
  private editsAtAsk = 0;
  private staleRetries = 0;
  private arrivals: Arrival[] = [];
  private stopped = false;

  constructor(
    private readonly store: ConversationStore,
    private readonly load: () => Promise<Conversation[] | null>,
    private readonly logger: Logger,
  ) {}

  /** A message arrived: applied at once, and reloads the list when its conversation is unknown. */
  receive(conversationId: number, message: Message): void {
    const known = this.store.receive(conversationId, message);
    if (known && !this.reloading) return;
    this.arrivals.push({ conversationId, message, round: this.rounds });
    if (!known) this.reload();
  }

  /** Asks for the complete list, unless a reload is under way already. */
  reload(): void {
    if (this.reloading || this.stopped) return;
    this.reloading = true;
    this.editsAtAsk = this.store.edits;
    const round = ++this.rounds;
    void this.fetch().then((list) => this.settle(round, list));
  }

  /** Nothing more reaches the store: for the bridge's dispose. */
  stop(): void {
    this.stopped = true;
    this.arrivals = [];
  }

  private async fetch(): Promise<Conversation[] | null> {
    try {
      return await this.load();
    } catch (error) {
      this.logger.warn('Reloading the conversations failed', error);
      return null;
    }
  }

  private settle(round: number, list: Conversation[] | null): void {
    this.reloading = false;
    if (this.stopped) return;
    const stale = list !== null && this.store.edits !== this.editsAtAsk;
    if (stale && this.staleRetries < STALE_RETRIES) {
      // The arrivals wait for the next answer, which is asked for after them.
      this.staleRetries += 1;
      this.reload();
      return;
    }
    this.staleRetries = 0;
    // A failed or stale reload keeps what is known: an empty list would wrongly say there is nothing.
    if (list && !stale) this.store.replaceAll(list);
    const arrivals = this.arrivals.splice(0);
    // Arrived during this round (round === this one): the answer may predate it, so ask again.
    const missed = arrivals.filter(
      (arrival) => !this.store.receive(arrival.conversationId, arrival.message) && arrival.round >= round,
    );
    if (missed.length === 0 || !list || stale) return;
    this.arrivals.push(...missed);
    this.reload();
  }
}
