import type { TFunction } from 'i18next';
import type { FilterKey } from '../../../../core/performers/filter.model';

/** The text of one filter value, as its check box and its chip show it. */
export function filterLabel(t: TFunction, key: FilterKey, value: string): string {
  // Breast sizes are numbers: one text with the number rather than ten texts.
  if (key === 'breastSize') return t('filters.values.breastSize', { size: value });
  return t(`filters.values.${key}.${value}`);
}
