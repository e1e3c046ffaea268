import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterKey } from '../../../../core/performers/filter.model';
import type { FiltersViewModel } from '../view-models/filters.view-model';
import { filterLabel } from './filter-labels';

/** The applied filters as removable chips, with 'clear all'; nothing when no filter is applied. */
export const FilterChips = observer(function FilterChips({ vm }: { vm: FiltersViewModel }) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  // The removed chip's button goes away with it; focus moves to the chip that took its place.
  const focusAfterRemove = useRef<number | null>(null);
  const chips = vm.chips;

  useEffect(() => {
    const index = focusAfterRemove.current;
    focusAfterRemove.current = null;
    if (index === null || !list.current) return;
    const buttons = list.current.querySelectorAll('button');
    buttons[Math.min(index, buttons.length - 1)]?.focus();
  });

  if (chips.length === 0) return null;
  function handleRemove(index: number, key: FilterKey, value: string) {
    focusAfterRemove.current = index;
    vm.removeChip(key, value);
  }
  return (
    <div className="filter-chips">
      <ul ref={list} className="filter-chips__list" aria-label={t('filters.chosen')}>
        {chips.map((chip, index) => {
          const label = filterLabel(t, chip.key, chip.value);
          return (
            <li key={chip.filter}>
              <button
                type="button"
                className="chip"
                aria-label={t('filters.removeChip', { label })}
                onClick={() => handleRemove(index, chip.key, chip.value)}
              >
                {label}
                <span aria-hidden="true"> ×</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="filter-chips__clear" onClick={vm.clearAll}>
        {t('filters.clearAll')}
      </button>
    </div>
  );
});
