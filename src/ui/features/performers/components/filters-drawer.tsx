import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_SECTIONS } from '../../../../core/performers/filter.model';
import type { FiltersViewModel } from '../view-models/filters.view-model';
import { FilterSectionView } from './filter-section';
import { useModalDialog } from '../../../components/common/use-modal-dialog';
import { usePresence } from '../../../app/use-presence';

/**
 * The filters drawer (SPEC §2): a modal dialog on the right with the filter sections, 'clear all'
 * and 'show results'. It slides in, and on close slides out (SPEC §9: 200 ms each, filters.css)
 * before it goes: closed, it is out of the accessibility tree and takes no input at once, and
 * focus is back on the opener. Renders nothing while closed. Load it with React.lazy: it is not
 * part of the first load.
 */
export const FiltersDrawer = observer(function FiltersDrawer({ vm }: { vm: FiltersViewModel }) {
  const { t } = useTranslation();
  const headingId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  useModalDialog(dialog, vm.isOpen, vm.closeDrawer, heading);
  const phase = usePresence(vm.isOpen, layer);
  if (phase === 'gone') return null;
  const leaving = phase === 'leaving';
  return (
    <div
      ref={layer}
      className={`drawer-layer${leaving ? ' drawer-layer--leaving' : ''}`}
      inert={leaving || undefined}
      aria-hidden={leaving || undefined}
    >
      <div className="drawer-backdrop" aria-hidden="true" onClick={vm.closeDrawer} />
      <div
        ref={dialog}
        className="drawer drawer--right"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <div className="drawer__header">
          <h2 id={headingId} ref={heading} className="drawer__heading" tabIndex={-1}>
            {t('filters.heading')}
          </h2>
          <button
            type="button"
            className="drawer__close"
            aria-label={t('filters.close')}
            onClick={vm.closeDrawer}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="drawer__body">
          {FILTER_SECTIONS.map(({ section, keys }) => (
            <FilterSectionView key={section} vm={vm} section={section} keys={keys} />
          ))}
        </div>
        <DrawerFooter vm={vm} />
      </div>
    </div>
  );
});

/** 'Clear all' and 'show results', with the count of matches once it is known. */
const DrawerFooter = observer(function DrawerFooter({ vm }: { vm: FiltersViewModel }) {
  const { t } = useTranslation();
  const count = vm.matchingCount;
  return (
    <div className="drawer__footer">
      <button type="button" className="drawer__clear" onClick={vm.clearDraft}>
        {t('filters.clearAll')}
      </button>
      <button type="button" className="button drawer__apply" onClick={vm.showResults}>
        {count === null ? t('filters.showResults') : t('filters.showCount', { count })}
      </button>
    </div>
  );
});

export default FiltersDrawer;
