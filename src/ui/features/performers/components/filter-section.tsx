import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FILTER_VALUES, type FilterKey, type FilterSection } from '../../../../core/performers/filter.model';
import type { FiltersViewModel } from '../view-models/filters.view-model';
import { filterLabel } from './filter-labels';

interface FilterChoicesProps {
  vm: FiltersViewModel;
  filterKey: FilterKey;
}

/** One check box per value of a key, checked from the drawer's draft. */
const FilterChoices = observer(function FilterChoices({ vm, filterKey }: FilterChoicesProps) {
  const { t } = useTranslation();
  return (
    <ul className="filter-choices">
      {FILTER_VALUES[filterKey].map((value) => (
        <li key={value}>
          <label className="filter-choice">
            <input
              type="checkbox"
              checked={vm.isChecked(filterKey, value)}
              onChange={() => vm.toggle(filterKey, value)}
            />
            <span>{filterLabel(t, filterKey, value)}</span>
          </label>
        </li>
      ))}
    </ul>
  );
});

interface FilterSectionViewProps {
  vm: FiltersViewModel;
  section: FilterSection;
  keys: readonly FilterKey[];
}

/**
 * A section of the drawer as a group with the section's name. A section of one key lists its
 * values; one of several (appearance) has a named group per key.
 */
export function FilterSectionView({ vm, section, keys }: FilterSectionViewProps) {
  const { t } = useTranslation();
  const [only] = keys;
  return (
    <fieldset className="filter-section">
      <legend className="filter-section__title">{t(`filters.sections.${section}`)}</legend>
      {keys.length === 1 && only ? (
        <FilterChoices vm={vm} filterKey={only} />
      ) : (
        keys.map((key) => (
          <fieldset key={key} className="filter-group">
            <legend className="filter-group__title">{t(`filters.groups.${key}`)}</legend>
            <FilterChoices vm={vm} filterKey={key} />
          </fieldset>
        ))
      )}
    </fieldset>
  );
}
