import type { TFunction } from 'i18next';
import type { SpendingRefusal } from '../../core/wallet/spending-refusal';

/**
 * The translated reason the member's own limits refused something: the period, or until when buying
 * is paused, that moment in the page's language. `area` is where the feature keeps its texts
 * (`chat.errors`, `messenger.editor`, `wallet.errors`).
 */
export function spendingReason(t: TFunction, area: string, refusal: SpendingRefusal, lang: string): string {
  if (refusal.kind === 'spendingLimit') return t(`${area}.spendingLimit.${refusal.period}`);
  if (refusal.until === null) return t(`${area}.buyingPausedNoDate`);
  const until = new Date(refusal.until).toLocaleString(lang, { dateStyle: 'long', timeStyle: 'short' });
  return t(`${area}.buyingPaused`, { until });
}
