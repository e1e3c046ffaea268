import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONVERSATION_FILTERS, type Conversation } from '../../../../core/messaging/conversation.model';
import {
  CONVERSATION_SORTS,
  CONVERSATION_STARTERS,
  type ConversationSort,
  type ConversationStarter,
} from '../../../../core/messaging/conversation-order';
import { useShell } from '../../../app/shell-context';
import { useRoute } from '../../../renderer/use-route';
import type { ConversationListViewModel } from '../view-models/conversation-list.view-model';
import type { ListTimes } from '../../../../core/messaging/last-message-time';
import { useTickingListTimes } from '../hooks/use-ticking-list-times';
import { ConversationItem } from './conversation-item';
import { DeleteConversationDialog } from './delete-conversation-dialog';

const Suggestions = observer(function Suggestions({ vm }: { vm: ConversationListViewModel }) {
  const { t } = useTranslation();
  const route = useRoute();
  if (!vm.suggesting) return null;
  return (
    <section className="suggestions" aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading">{t('messenger.suggestions.heading')}</h2>
      {vm.suggestions.length === 0 && <p>{t('messenger.suggestions.none')}</p>}
      <ul>
        {vm.suggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <a
              href={route.to(
                `/messenger/new-conversation?modelId=${suggestion.id}&model=${encodeURIComponent(suggestion.username)}`,
              )}
            >
              {t('messenger.suggestions.write', { name: suggestion.username })}
            </a>
          </li>
        ))}
      </ul>
      {vm.moreSuggestions && (
        <button type="button" className="link-button" onClick={() => void vm.moreSuggestionsPlease()}>
          {t('messenger.suggestions.more')}
        </button>
      )}
    </section>
  );
});

/** The name search: over the list as it is loaded (the inbox list comes whole). */
const ListSearch = observer(function ListSearch({ vm }: { vm: ConversationListViewModel }) {
  const { t } = useTranslation();
  return (
    <input
      type="search"
      className="messenger__search"
      aria-label={t('messenger.search')}
      placeholder={t('messenger.search')}
      value={vm.search}
      onChange={(event) => vm.setSearch(event.target.value)}
    />
  );
});

const ListFilters = observer(function ListFilters({ vm }: { vm: ConversationListViewModel }) {
  const { t } = useTranslation();
  return (
    <div className="messenger__filters" role="group" aria-label={t('messenger.filtersLabel')}>
      {CONVERSATION_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="chip"
          aria-pressed={vm.filter === filter}
          onClick={() => void vm.setFilter(filter)}
        >
          {t(`messenger.filters.${filter}`)}
        </button>
      ))}
    </div>
  );
});

/** Sorting and 'started by' (SPEC §3): two labelled choices that reorder the list at once. */
const ListOrder = observer(function ListOrder({ vm }: { vm: ConversationListViewModel }) {
  const { t } = useTranslation();
  return (
    <div className="messenger__order">
      <label>
        {t('messenger.sort.label')}{' '}
        <select
          value={vm.order.sort}
          onChange={(event) => vm.setSort(event.target.value as ConversationSort)}
        >
          {CONVERSATION_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`messenger.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('messenger.startedBy.label')}{' '}
        <select
          value={vm.order.startedBy}
          onChange={(event) => vm.setStartedBy(event.target.value as ConversationStarter)}
        >
          {CONVERSATION_STARTERS.map((starter) => (
            <option key={starter} value={starter}>
              {t(`messenger.startedBy.${starter}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
});

/** What an empty list says: nothing matches the search, nothing archived, or no conversation yet. */
function emptyListKey(vm: ConversationListViewModel): string {
  if (vm.search.trim()) return 'messenger.noMatch';
  return vm.filter === 'archived' ? 'messenger.noArchived' : 'messenger.noConversations';
}

/**
 * The messenger's conversation list (SPEC §2, §3): filters, sorting, who started them, conversations
 * with unread counts, deleting.
 */
export const ConversationList = observer(function ConversationList(props: {
  vm: ConversationListViewModel;
  /** The last messages' times as the server read them. */
  times: ListTimes;
  openUsername: string | null;
}) {
  const { t } = useTranslation();
  const shell = useShell();
  const { vm } = props;
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const { locale } = useRoute();
  const times = useTickingListTimes(props.times, vm, locale);
  return (
    <nav className="messenger__list" aria-label={t('messenger.conversations')}>
      <h1>{t('messenger.heading')}</h1>
      <ListFilters vm={vm} />
      <ListOrder vm={vm} />
      <ListSearch vm={vm} />
      <p role="status" className={vm.notice ? undefined : 'visually-hidden'}>
        {vm.notice && t(vm.notice.key, { name: vm.notice.name })}
      </p>
      {vm.failed && <p role="alert">{t('messenger.listFailed')}</p>}
      {!vm.failed && vm.conversations.length === 0 && <p>{t(emptyListKey(vm))}</p>}
      {vm.deleteFailed !== null && <p role="alert">{t('messenger.deleteFailed')}</p>}
      <ul className="conversation-list">
        {vm.conversations.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            vm={vm}
            times={times}
            memberName={shell.member?.username}
            open={props.openUsername?.toLowerCase() === conversation.other.username.toLowerCase()}
            onDelete={() => setDeleting(conversation)}
            onFavourite={() => void vm.toggleFavourite(conversation)}
          />
        ))}
      </ul>
      <Suggestions vm={vm} />
      {deleting && (
        <DeleteConversationDialog
          name={deleting.other.username}
          onAnswer={(yes) => {
            setDeleting(null);
            if (yes) void vm.remove(deleting);
          }}
        />
      )}
    </nav>
  );
});
