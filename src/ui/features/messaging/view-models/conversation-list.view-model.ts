import { makeAutoObservable, runInAction } from 'mobx';
import type { MessagingFeature } from '../../../../composition/features/messaging';
import type { MessagingStores } from '../../../stores/messaging-stores';
import type {
  Conversation,
  ConversationFilter,
  Suggestion,
} from '../../../../core/messaging/conversation.model';
import {
  DEFAULT_ORDER,
  orderConversations,
  type ConversationOrder,
  type ConversationSort,
  type ConversationStarter,
} from '../../../../core/messaging/conversation-order';
import type { SuggestionType } from '../../../../core/messaging/list-suggestions.use-case';

function suggests(filter: ConversationFilter): filter is SuggestionType {
  return filter === 'models' || filter === 'favourites';
}

export interface ConversationListDeps {
  /** The conversation and message stores the list renders from: there at once, in the page's chunk. */
  stores: MessagingStores;
  /** The messaging use-cases, loaded when one is first needed (after the page has hydrated). */
  feature(): Promise<MessagingFeature>;
  /** The open conversation was deleted: the messenger goes back to its list. */
  onDeletedOpen(): void;
  /** Whose list it is: 'started by' tells his conversations from hers. */
  memberId: number;
}

/**
 * The messenger's conversation list (SPEC §2, §3, §7): the conversation store (kept current live by
 * the realtime bridge), under a filter the backend applies, sorted and narrowed to who started it
 * here; 'models' and 'favourites' also suggest performers to write to (10 a page); deleting keeps
 * the conversation when the server refuses.
 */
export class ConversationListViewModel {
  filter: ConversationFilter = 'all';
  order: ConversationOrder = DEFAULT_ORDER;
  /** Ids the filter's own list load returned (the 'all' filter shows the whole store). */
  private filtered: number[] | null = null;
  failed = false;
  suggestions: Suggestion[] = [];
  moreSuggestions = false;
  private suggestionPage = 0;
  deleteFailed: number | null = null;
  /** The name search (SPEC §9: a case-insensitive prefix of the user name), over the loaded list. */
  search = '';
  /** What an action of the list's (lazy) actions just did, for the list's status line. */
  notice: { key: string; name: string } | null = null;

  constructor(
    /** Also what the lazy conversation actions work with. */
    readonly deps: ConversationListDeps,
    seeded: readonly Conversation[] | null,
    private readonly openId: () => number,
  ) {
    makeAutoObservable<this, 'openId' | 'suggestionPage'>(
      this,
      { deps: false, openId: false, suggestionPage: false },
      { autoBind: true },
    );
    if (seeded) deps.stores.conversations.replaceAll(seeded);
    else this.failed = true;
  }

  /**
   * The store's conversations under the filter and the search; an archived one shows only in the
   * archived view, so (un)archiving one takes it out of the view at once.
   */
  get conversations(): Conversation[] {
    const archived = this.filter === 'archived';
    const shown = this.filter === 'all' || !this.filtered ? null : new Set(this.filtered);
    const search = this.search.trim().toLowerCase();
    const filtered = this.deps.stores.conversations.orderedData.filter(
      (c) =>
        c.archived === archived &&
        (!shown || shown.has(c.id)) &&
        c.other.username.toLowerCase().startsWith(search),
    );
    return orderConversations(filtered, this.order, this.deps.memberId);
  }

  setSearch(search: string): void {
    this.search = search;
  }

  tell(notice: { key: string; name: string } | null): void {
    this.notice = notice;
  }

  /** Sorting and 'started by' act on the list as it is: nothing is asked of the backend. */
  setSort(sort: ConversationSort): void {
    this.order = { ...this.order, sort };
  }

  setStartedBy(startedBy: ConversationStarter): void {
    this.order = { ...this.order, startedBy };
  }

  async setFilter(filter: ConversationFilter): Promise<void> {
    this.filter = filter;
    this.filtered = null;
    this.suggestions = [];
    this.suggestionPage = 0;
    const { listConversations } = await this.deps.feature();
    const [list] = await Promise.all([
      listConversations.execute(filter),
      suggests(filter) ? this.loadSuggestions(filter) : null,
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

  /** Whether the filter suggests performers to write to. */
  get suggesting(): boolean {
    return suggests(this.filter);
  }

  async moreSuggestionsPlease(): Promise<void> {
    if (!suggests(this.filter) || !this.moreSuggestions) return;
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
