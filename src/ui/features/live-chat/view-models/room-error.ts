import type { SpendingRefusal } from '../../../../core/wallet/spending-refusal';

/** A translated error of one of the room's forms: key under `chat.errors`, with its values. */
export interface RoomError {
  key: string;
  values?: Record<string, string | number>;
}

/** The member's own limit refused a tip or a show: the reason names the period (a chat buys nothing). */
export function spendingRefusalError(refusal: SpendingRefusal): RoomError {
  return { key: refusal.kind === 'spendingLimit' ? `spendingLimit.${refusal.period}` : 'buyingPausedNoDate' };
}
