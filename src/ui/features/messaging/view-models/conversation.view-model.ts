import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { MessagingFeature } from '../../../../composition/features/messaging';
import { checkPrivateMessage } from '../../../../core/messaging/private-message';
import { LIMITS } from '../../../../core/common/constants.model';
import type { Conversation, Message } from '../../../../core/messaging/conversation.model';
import type { LaneCalendar } from '../../../../core/messaging/lane-calendar';
import { isUnread } from '../../../../core/messaging/message-lists';
import { checkPictureFile, type PictureFileError } from '../../../../core/messaging/picture-file';
import { buildLane, type LaneItem } from '../../../../core/messaging/messages';
import type { MessagingStores } from '../../../stores/messaging-stores';
import type { UnreadStore } from '../../../stores/unread-store';
import { NEW_CONVERSATION } from '../../../stores/message-store';
import { MessageSender, type SendOutcome } from './message-sender';
import { readConversation } from './read-conversation';
import type { UnsentMessages } from './unsent-messages';
import type { SpendingRefusal } from '../../../../core/wallet/spending-refusal';

/** The performer a conversation is with; a new conversation may not know her id (then 0). */
export interface ConversationPartner {
  id: number;
  username: string;
}

/** What the page opened: her, and (unless it is new) the conversation with its newest pages. */
export interface OpenedLane {
  partner: ConversationPartner;
  conversation: Conversation | null;
  messages: readonly Message[];
  nextPage: number | null;
}

export interface ConversationDeps {
  /** The conversation and message stores the lane renders from: there at once, in the page's chunk. */
  stores: MessagingStores;
  /** The messaging use-cases, loaded when one is first needed (after the page has hydrated). */
  feature(): Promise<MessagingFeature>;
  unread: UnreadStore;
  /** The member's not-sent messages kept across reloads; null on the server. */
  unsent: UnsentMessages | null;
  memberId: number;
  showModal(name: 'noCredits'): void;
  /** The first message created the conversation: the page's address becomes hers. */
  onCreated(partner: ConversationPartner): void;
  now(): number;
  /** How the lane reads its dates and times (in the member's zone, from the page's clock). */
  calendar: LaneCalendar;
  /** Hears each member-socket reconnect (absent: nothing to catch up with, e.g. in a test). */
  onReconnect?(listener: () => void): () => void;
}

/** At most this many pages are read back after a reconnect; a longer gap fills as the member scrolls. */
const CATCH_UP_PAGES = 5;

/**
 * One conversation in the messenger (SPEC §2, §4, §5): its lane from the message store, the editor
 * (at most 255 characters, 60 credits a message), sending and retrying, upward paging, and marking
 * it read when it is opened and whenever a message arrives while it is shown.
 */
export class ConversationViewModel {
  partner: ConversationPartner;
  conversationId: number;
  draft = '';
  /** A picture to send with the next message (a JPEG data URL), and why the last one was refused. */
  attachment: string | null = null;
  pictureError: PictureFileError | null = null;
  sending = false;
  tooLong = false;
  /** Why the member's own limit refused the last message; cleared by the next send. */
  spendingRefusal: SpendingRefusal | null = null;
  older: 'idle' | 'loading' | 'failed' = 'idle';
  /** The first message that was unread when the conversation opened: the unread divider's place. */
  unreadFrom: string | null = null;
  private readonly sender: MessageSender;

  constructor(
    private readonly deps: ConversationDeps,
    opened: OpenedLane,
  ) {
    this.partner = opened.partner;
    this.conversationId = opened.conversation?.id ?? NEW_CONVERSATION;
    this.sender = new MessageSender(deps, this);
    makeAutoObservable<this, 'deps' | 'sender'>(this, { deps: false, sender: false }, { autoBind: true });
    this.seed(opened);
  }

  get messages(): readonly Message[] {
    return this.deps.stores.messages.of(this.conversationId);
  }

  /** How the lane reads its dates and times. */
  get calendar(): LaneCalendar {
    return this.deps.calendar;
  }

  get lane(): LaneItem[] {
    return buildLane(this.messages, this.calendar, this.unreadFrom);
  }

  /** The conversation's pictures, oldest first (the gallery pages through them). */
  get pictures(): string[] {
    return this.messages.flatMap((message) => (message.attachment ? [message.attachment] : []));
  }

  get isNew(): boolean {
    return this.conversationId === NEW_CONVERSATION;
  }

  get hasOlder(): boolean {
    return !this.isNew && typeof this.deps.stores.messages.nextPageOf(this.conversationId) === 'number';
  }

  get remaining(): number {
    return LIMITS.privateMessageMax - this.draft.length;
  }

  isSending(id: string): boolean {
    return this.deps.stores.messages.isSending(id);
  }

  setDraft(text: string): void {
    this.draft = text;
    this.tooLong = false;
  }

  /** A picture checked by name and size (SPEC §5); the dialogs then make the JPEG to send. */
  checkPicture(file: { name: string; size: number }): boolean {
    this.pictureError = checkPictureFile(file);
    if (this.pictureError) this.attachment = null;
    return this.pictureError === null;
  }

  attach(jpeg: string | null): void {
    this.attachment = jpeg;
    this.pictureError = null;
  }

  /**
   * Marks the conversation read now, and again whenever a message arrives while it is open (SPEC §4
   * message receipt). Returns the stop function for the view's cleanup.
   */
  start(): () => void {
    this.sender.restoreUnsent();
    void this.markRead();
    const stopReading = reaction(
      () => this.deps.stores.conversations.get(this.conversationId)?.unread ?? 0,
      (unread) => {
        if (unread > 0) void this.markRead();
      },
    );
    const stopCatchingUp = this.deps.onReconnect?.(() => void this.catchUp());
    return () => {
      stopReading();
      stopCatchingUp?.();
    };
  }

  /**
   * After a reconnect: the newest pages again, until one reaches a message the lane holds, merged
   * by id, so what arrived while the socket was down shows once and nothing shows twice.
   */
  async catchUp(): Promise<void> {
    const id = this.conversationId;
    if (this.isNew) return;
    const { messages } = this.deps.stores;
    const { loadOlderMessages } = await this.deps.feature();
    for (let page = 0; page < CATCH_UP_PAGES; page += 1) {
      const result = await loadOlderMessages.execute({ conversationId: id, page });
      if (!result.ok) return;
      const known = result.value.messages.some((message) => messages.get(message.id));
      runInAction(() => messages.mergePage(id, result.value));
      if (known || result.value.nextPage === null) break;
    }
    await this.markRead();
  }

  /** Sends the editor's text; it stays in the editor when credits are short (SPEC §8). */
  async send(): Promise<SendOutcome> {
    if (this.sending) return 'refused';
    if (this.pictureError) return 'refused';
    const check = checkPrivateMessage({ text: this.draft, attachment: this.attachment });
    if (check.kind === 'empty') return 'refused';
    if (check.kind === 'tooLong') {
      this.tooLong = true;
      return 'refused';
    }
    this.sending = true;
    this.spendingRefusal = null;
    try {
      const outcome = await this.sender.deliver(this.draft, this.attachment);
      runInAction(() => {
        if (outcome === 'noCredits' || outcome === 'overLimit') return;
        this.draft = '';
        this.attachment = null;
      });
      return outcome;
    } finally {
      // Whatever happened, the editor is not left read-only.
      runInAction(() => (this.sending = false));
    }
  }

  refusedBySpending(refusal: SpendingRefusal): void {
    this.spendingRefusal = refusal;
  }

  /** Sends a not-sent message again, in its place in the lane. */
  async retry(id: string): Promise<SendOutcome> {
    const message = this.deps.stores.messages.get(id);
    if (!message || message.status !== 'not-sent' || this.isSending(id)) return 'refused';
    return this.sender.deliver(message.content, message.attachment, id);
  }

  /** The next older page, for the lane's upward scrolling. */
  async loadOlder(): Promise<void> {
    const page = this.deps.stores.messages.nextPageOf(this.conversationId);
    if (this.isNew || typeof page !== 'number' || this.older === 'loading') return;
    this.older = 'loading';
    const id = this.conversationId;
    const { loadOlderMessages } = await this.deps.feature();
    const result = await loadOlderMessages.execute({ conversationId: id, page });
    runInAction(() => {
      if (result.ok) this.deps.stores.messages.mergePage(id, result.value);
      this.older = result.ok ? 'idle' : 'failed';
    });
  }

  /** The first message created the conversation: the lane is the new conversation's from here on. */
  created(conversationId: number): void {
    this.conversationId = conversationId;
  }

  async markRead(): Promise<void> {
    if (this.isNew) return;
    await readConversation(this.deps, this.conversationId);
  }

  private seed(opened: OpenedLane): void {
    const { messages } = this.deps.stores;
    if (opened.conversation) {
      this.deps.stores.conversations.upsertMany([opened.conversation]);
      messages.mergePage(opened.conversation.id, {
        messages: [...opened.messages],
        nextPage: opened.nextPage,
      });
    } else {
      // A new conversation's lane holds only what was not sent to her before a reload.
      messages.removeConversation(NEW_CONVERSATION);
    }
    this.unreadFrom = opened.messages.find(isUnread)?.id ?? null;
  }
}
