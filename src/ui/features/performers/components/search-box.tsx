import { observer } from 'mobx-react-lite';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchViewModel } from '../view-models/search.view-model';

interface SearchBoxProps {
  vm: SearchViewModel;
  /** Goes to a picked performer's profile (the page passes vike's navigate). */
  navigate: (url: string) => void;
}

/** What a screen reader hears once suggestions arrive: how many, or that there are none. */
function useStatus(vm: SearchViewModel): string {
  const { t } = useTranslation();
  if (!vm.expanded || vm.loading) return '';
  const count = vm.suggestions.length;
  return count > 0 ? t('search.found', { count }) : t('search.none');
}

interface SuggestionListProps {
  vm: SearchViewModel;
  listId: string;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
}

/** The combobox's listbox; always in the page (hidden when closed) so `aria-controls` points at it. */
const SuggestionList = observer(function SuggestionList({
  vm,
  listId,
  optionId,
  onPick,
}: SuggestionListProps) {
  const { t } = useTranslation();
  const open = vm.listOpen;
  return (
    <ul
      id={listId}
      className="search-box__list"
      role="listbox"
      aria-label={t('search.suggestions')}
      hidden={!open}
    >
      {open &&
        vm.suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            className="search-box__option"
            role="option"
            aria-selected={index === vm.activeIndex}
            // Keeps focus in the input, so its blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(index)}
          >
            {suggestion.username}
          </li>
        ))}
    </ul>
  );
});

/** The combobox keys: arrows move, Enter picks the highlighted one, Escape closes (or clears). */
function keyHandler(vm: SearchViewModel, go: (url: string | null) => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      vm.moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && vm.activeSuggestion) {
      event.preventDefault();
      go(vm.pick());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (vm.listOpen) vm.close();
      else vm.setQuery('');
    }
  };
}

/**
 * Performer search (SPEC §5) as a WAI-ARIA combobox: typing filters the grid through the view
 * model, suggestions list below; arrow keys move, Enter picks, Escape closes (or clears).
 */
export const SearchBox = observer(function SearchBox({ vm, navigate }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const status = useStatus(vm);
  const go = (url: string | null) => {
    if (url) navigate(url);
  };
  return (
    <div className="search-box">
      <label htmlFor={id} className="search-box__label">
        {t('search.label')}
      </label>
      <input
        id={id}
        className="search-box__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={vm.listOpen}
        aria-controls={listId}
        aria-activedescendant={vm.activeSuggestion ? optionId(vm.activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('search.placeholder')}
        value={vm.query}
        onChange={(event) => vm.setQuery(event.target.value)}
        onKeyDown={keyHandler(vm, go)}
        onBlur={vm.close}
      />
      <SuggestionList vm={vm} listId={listId} optionId={optionId} onPick={(index) => go(vm.pick(index))} />
      <div className="search-box__status" role="status">
        {status}
      </div>
    </div>
  );
});
