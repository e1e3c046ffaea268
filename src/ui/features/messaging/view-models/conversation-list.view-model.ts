import { makeAutoObservable, runInAction } from 'mobx';
import type { MessagingFeature } from '../../../../composition/features/messaging';
import type { MessagingStores } from '../../../stores/messaging-stores';
import type { Conversation, Suggestion } from '../../../../core/messaging/conversation.model';
import type { SuggestionType } from '../../../../core/messaging/list-suggestions.use-case';

/** The list's filters (SPEC §2 messenger): all, models, favourites. */
export type ListFilter = 'all' | 'models' | 'favourites';
export const LIST_FILTERS: readonly ListFilter[] = ['all', 'models', 'favourites'];

export interface ConversationListDeps {
  /** The conversation and message stores the list renders from: there at once, in the page's chunk. */
  stores: MessagingStores;
  /** The messaging use-cases, loaded when one is first needed (after the page has hydrated). */
  feature(): Promise<MessagingFeature>;
  /** The open conversation was deleted: the messenger goes back to its list. */
  onDeletedOpen(): void;
}

/**
 * The messenger's conversation list (SPEC §2, §7): the conversation store (kept current live by the
 * realtime bridge), under a filter; 'models' and 'favourites' also suggest performers to write to
 * (10 a page); deleting keeps the conversation when the server refuses.
 */
export class ConversationListViewModel {
  filter: ListFilter = 'all';
  /** Ids the filter's own list load returned (the 'all' filter shows the whole store). */
  private filtered: number[] | null = null;
  failed = false;
  suggestions: Suggestion[] = [];
  moreSuggestions = false;
  private suggestionPage = 0;
  deleteFailed: number | null = null;

  constructor(
    private readonly deps: ConversationListDeps,
    seeded: readonly Conversation[] | null,
    private readonly openId: () => number,
  ) {
    makeAutoObservable<this, 'deps' | 'openId' | 'suggestionPage'>(
      this,
      { deps: false, openId: false, suggestionPage: false },
      { autoBind: true },
    );
    if (seeded) deps.stores.conversations.replaceAll(seeded);
    else this.failed = true;
  }

  get conversations(): Conversation[] {
    const all = this.deps.stores.conversations.orderedData;
    if (this.filter === 'all' || !this.filtered) return all;
    const shown = new Set(this.filtered);
    return all.filter((conversation) => shown.has(conversation.id));
  }

  async setFilter(filter: ListFilter): Promise<void> {
    this.filter = filter;
    this.filtered = null;
    this.suggestions = [];
    this.suggestionPage = 0;
    const { listConversations } = await this.deps.feature();
    const [list] = await Promise.all([
      listConversations.execute(filter),
      filter === 'all' ? null : this.loadSuggestions(filter),
    ]);
    runInAction(() => {
      if (this.filter !== filter) return;
      this.failed = !list.ok;
      if (!list.ok) return;
      if (filter === 'all') this.deps.stores.conversations.replaceAll(list.value);
      else {
        this.deps.stores.conversations.upsertMany(list.value);
        this.filtered = list.value.map((conversation) => conversation.id);
      }
    });
  }

  async moreSuggestionsPlease(): Promise<void> {
    if (this.filter === 'all' || !this.moreSuggestions) return;
    this.suggestionPage += 1;
    await this.loadSuggestions(this.filter);
  }

  /** Marks a conversation as a favourite or not (SPEC §7 inbox state); put back when the server refuses. */
  async toggleFavourite(conversation: Conversation): Promise<void> {
    const { conversations } = this.deps.stores;
    const favorite = !conversation.favorite;
    conversations.upsertMany([{ ...conversation, favorite }]);
    const state = favorite ? 'favorite' : 'unfavorite';
    const { setConversationState } = await this.deps.feature();
    const done = await setConversationState.execute({ conversationId: conversation.id, state });
    const now = conversations.get(conversation.id);
    if (!done && now) runInAction(() => conversations.upsertMany([{ ...now, favorite: !favorite }]));
  }

  /** Deletes a conversation the member confirmed deleting (SPEC §2 delete-chat confirmation). */
  async remove(conversation: Conversation): Promise<void> {
    const { deleteConversation } = await this.deps.feature();
    const result = await deleteConversation.execute({ conversationId: conversation.id });
    runInAction(() => {
      this.deleteFailed = result.ok ? null : conversation.id;
      if (!result.ok) return;
      this.deps.stores.conversations.remove(conversation.id);
      this.deps.stores.messages.removeConversation(conversation.id);
    });
    if (result.ok && conversation.id === this.openId()) this.deps.onDeletedOpen();
  }

  private async loadSuggestions(type: SuggestionType): Promise<void> {
    const page = this.suggestionPage;
    const { listSuggestions } = await this.deps.feature();
    const result = await listSuggestions.execute({ type, page });
    runInAction(() => {
      if (this.filter !== type || !result.ok) return;
      this.suggestions =
        page === 0 ? result.value.suggestions : [...this.suggestions, ...result.value.suggestions];
      this.moreSuggestions = result.value.more;
    });
  }
}
