import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FiltersViewModel } from '../view-models/filters.view-model';

/** 'Filters (n)': opens the filters drawer. Part of the first load, so it stays this small. */
export const FiltersButton = observer(function FiltersButton({ vm }: { vm: FiltersViewModel }) {
  const { t } = useTranslation();
  const count = vm.activeCount;
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // Safari does not focus a clicked button; the drawer returns focus to what had it when it opened.
    event.currentTarget.focus();
    vm.openDrawer();
  }
  return (
    <button
      type="button"
      className="filters-button"
      aria-haspopup="dialog"
      aria-expanded={vm.isOpen}
      onClick={handleClick}
    >
      {count > 0 ? t('filters.buttonCount', { count }) : t('filters.button')}
    </button>
  );
});
