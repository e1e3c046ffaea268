import { observer } from 'mobx-react-lite';
import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_SECTIONS } from '../../../../core/performers/filter.model';
import type { FiltersViewModel } from '../view-models/filters.view-model';
import { FilterSectionView } from './filter-section';
import { Dialog } from '../../../components/common/dialog';
import { usePresence } from '../../../app/use-presence';

/** A click on the ::backdrop lands on the dialog element itself, outside the dialog's box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * The filters drawer (SPEC §2): a modal dialog on the right with the filter sections, 'clear all'
 * and 'show results'. It slides in, and on close slides out (SPEC §9: 200 ms each, motion.css)
 * before it goes: closed, it is out of the accessibility tree and takes no input at once, and
 * focus is back on the opener. Renders nothing while closed. Load it with React.lazy: it is not
 * part of the first load.
 */
export const FiltersDrawer = observer(function FiltersDrawer({ vm }: { vm: FiltersViewModel }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const phase = usePresence(vm.isOpen, dialog);
  if (phase === 'gone') return null;
  return (
    <Dialog
      ref={dialog}
      leaving={phase === 'leaving'}
      title={t('filters.heading')}
      onClose={vm.closeDrawer}
      closeLabel={t('filters.close')}
      variant="drawer-right"
      className="filters-drawer"
      focusHeading
      onClick={(event) => onBackdrop(event) && vm.closeDrawer()}
      footer={<DrawerFooter vm={vm} />}
    >
      {FILTER_SECTIONS.map(({ section, keys }) => (
        <FilterSectionView key={section} vm={vm} section={section} keys={keys} />
      ))}
    </Dialog>
  );
});

/** 'Clear all' and 'show results', with the count of matches once it is known. */
const DrawerFooter = observer(function DrawerFooter({ vm }: { vm: FiltersViewModel }) {
  const { t } = useTranslation();
  const count = vm.matchingCount;
  return (
    <>
      <button type="button" className="drawer__clear" onClick={vm.clearDraft}>
        {t('filters.clearAll')}
      </button>
      <button type="button" className="button drawer__apply" onClick={vm.showResults}>
        {count === null ? t('filters.showResults') : t('filters.showCount', { count })}
      </button>
    </>
  );
});

export default FiltersDrawer;
