import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { MessagingFeature } from '../../../../composition/features/messaging';
import type { Conversation, Message } from '../../../../core/messaging/conversation.model';
import {
  addPopup,
  closePopup,
  layoutPopups,
  openConversation,
  toggleMinimized,
  unbubblePopup,
  type PopupEntry,
  type PopupLayout,
} from '../../../../core/messaging/popups';
import type { UnreadStore } from '../../../stores/unread-store';
import { readConversation } from './read-conversation';
import type { PopupStorage } from './popup-storage';

export interface PopupsDeps {
  feature: MessagingFeature;
  unread: UnreadStore;
  storage: PopupStorage;
  /** Hears each private message the realtime bridge stored. */
  onPrivateMessage(listener: (conversationId: number, message: Message) => void): () => void;
  isMobile(): boolean;
  /** The viewport's width in rem: how many 21 rem pop-ups fit. */
  viewportRem(): number;
}

/**
 * After a bubble changes the list reloads this much later (SPEC §9 bubble reload), once for a run
 * of changes, so it shows the server's word on them.
 */
export const BUBBLE_RELOAD_MS = 300;

function entryOf(conversation: Conversation, bubbled: boolean): PopupEntry {
  const { other } = conversation;
  return {
    user: other.id,
    username: other.username,
    snapshot: other.avatar,
    nonude: other.avatar,
    unread: bubbled ? conversation.unread : 0,
    conversation: conversation.id,
    minimized: false,
    bubbled,
  };
}

/**
 * The member's conversation pop-ups outside the messenger (SPEC §2, §4, §9): open, minimised (not on
 * mobile), closed or bubbled; at most 3 open and as many as the width holds (21 rem each plus 5
 * rem), at most 4 open conversations, at most 7 bubbles shown. A pop-up that no longer fits
 * becomes a bubble and the server is told; opening a bubble marks it read and moves it to the end;
 * a message from a performer without a pop-up opens a bubble. Kept per member in local storage.
 */
export class PopupsViewModel {
  entries: PopupEntry[];
  listOpen = false;
  private reloadTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: PopupsDeps) {
    this.entries = deps.storage.load();
    makeAutoObservable<this, 'deps' | 'reloadTimer'>(
      this,
      { deps: false, reloadTimer: false },
      { autoBind: true },
    );
  }

  get layout(): PopupLayout<PopupEntry> {
    return layoutPopups(this.entries, this.deps.viewportRem());
  }

  /** Listens for messages, keeps the layout's bubbles (and the server) current, and saves every change. */
  start(): () => void {
    const stopMessages = this.deps.onPrivateMessage((id, message) => void this.received(id, message));
    const stopLayout = reaction(
      () => this.layout.newlyBubbled,
      (bubbled) => bubbled.length > 0 && this.settle(bubbled),
      { fireImmediately: true },
    );
    const stopSaving = reaction(
      () => this.entries,
      (entries) => this.deps.storage.save(entries),
    );
    return () => {
      stopMessages();
      stopLayout();
      stopSaving();
      clearTimeout(this.reloadTimer);
    };
  }

  toggleList(): void {
    this.listOpen = !this.listOpen;
    if (this.listOpen) void this.reloadList();
  }

  /** Opens a conversation in a pop-up (a bubble of it opens again). */
  open(conversation: Conversation): void {
    this.listOpen = false;
    const known = this.entries.find((entry) => entry.user === conversation.other.id);
    if (known?.bubbled) return void this.unbubble(known.user);
    if (known) return;
    const openIds = this.layout.open.flatMap((entry) => (entry.conversation ? [entry.conversation] : []));
    const { bubbled } = openConversation(openIds, conversation.id);
    if (bubbled !== null) {
      // SPEC §4: opening a fourth conversation bubbles the oldest and reloads the list.
      this.entries = this.entries.map((entry) =>
        entry.conversation === bubbled ? { ...entry, bubbled: true } : entry,
      );
      this.tellBubble(bubbled, true);
    }
    this.entries = addPopup(this.entries, entryOf(conversation, false), this.deps.isMobile());
  }

  close(user: number): void {
    this.entries = closePopup(this.entries, user);
  }

  toggleMinimized(user: number): void {
    this.entries = toggleMinimized(this.entries, user, this.deps.isMobile());
  }

  /** A bubble opens again: marked read (server and counter) and moved to the end. */
  async unbubble(user: number): Promise<void> {
    const entry = this.entries.find((item) => item.user === user);
    if (!entry) return;
    this.entries = unbubblePopup(this.entries, user);
    if (!entry.conversation) return;
    const conversationId = entry.conversation;
    const { feature, unread } = this.deps;
    this.tellBubble(conversationId, false);
    // The pop-ups come after the feature has loaded: its stores are the messaging stores.
    await readConversation(
      { stores: feature, unread, feature: () => Promise.resolve(feature) },
      conversationId,
    );
  }

  /** SPEC §4 new private message: an open pop-up shows it; a bubble counts it; otherwise a bubble opens. */
  async received(conversationId: number, message: Message): Promise<void> {
    if (message.owner !== 'other') return;
    const { conversations } = this.deps.feature;
    if (!conversations.has(conversationId)) await this.reloadList();
    const conversation = conversations.get(conversationId);
    if (!conversation) return;
    runInAction(() => {
      const entry = this.entries.find((item) => item.conversation === conversationId);
      if (!entry) this.entries = addPopup(this.entries, entryOf(conversation, true), false);
      else if (entry.bubbled)
        this.entries = this.entries.map((item) =>
          item === entry ? { ...item, unread: conversation.unread } : item,
        );
    });
  }

  /** The conversations to open from (the container's list). */
  get conversations(): Conversation[] {
    return this.deps.feature.conversations.orderedData;
  }

  private settle(bubbled: readonly PopupEntry[]): void {
    this.entries = this.layout.entries;
    for (const entry of bubbled) if (entry.conversation) this.tellBubble(entry.conversation, true);
  }

  /** Tells the server, then reloads the list a moment later (once for a run of changes). */
  private tellBubble(conversationId: number, bubbled: boolean): void {
    void this.deps.feature.setConversationBubble.execute({ conversationId, bubbled }).then(() => {
      clearTimeout(this.reloadTimer);
      this.reloadTimer = setTimeout(() => void this.reloadList(), BUBBLE_RELOAD_MS);
    });
  }

  private async reloadList(): Promise<void> {
    const list = await this.deps.feature.listConversations.execute();
    if (list.ok) runInAction(() => this.deps.feature.conversations.upsertMany(list.value));
  }
}
