import type { TFunction } from 'i18next';
import type { SpendingRefusal } from '../../core/wallet/spending-refusal';

/**
 * An instant as the page's language writes a date and time ('8 December 2026 at 14:05'). Here, with
 * the reasons that use it, so that no page's first load gains a chunk of its own for it.
 */
export function momentText(ms: number, lang: string): string {
  return new Date(ms).toLocaleString(lang, { dateStyle: 'long', timeStyle: 'short' });
}

/**
 * The translated reason the member's own limits refused something: the period, or until when buying
 * is paused, that moment in the page's language. `area` is where the feature keeps its texts
 * (`chat.errors`, `messenger.editor`, `wallet.errors`).
 */
export function spendingReason(t: TFunction, area: string, refusal: SpendingRefusal, lang: string): string {
  if (refusal.kind === 'spendingLimit') return t(`${area}.spendingLimit.${refusal.period}`);
  if (refusal.until === null) return t(`${area}.buyingPausedNoDate`);
  return t(`${area}.buyingPaused`, { until: momentText(refusal.until, lang) });
}
