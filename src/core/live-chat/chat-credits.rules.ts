import { PRICES } from '../common/constants.model';
import type { ChatKind } from './chat.model';

/** Credits a second of each kind of chat (SPEC §9): free chat is free. */
export function creditsPerSecond(kind: ChatKind): number {
  if (kind === 'vip') return PRICES.vipCreditsPerSecond;
  if (kind === 'chat') return PRICES.chatCreditsPerMinute / 60;
  return 0;
}

/** Whole seconds of chat the balance still pays for; null in free chat, which costs nothing. */
export function secondsLeft(credits: number, kind: ChatKind): number | null {
  const rate = creditsPerSecond(kind);
  if (rate === 0) return null;
  return Math.max(0, Math.floor(credits / rate));
}

/** Under one minute of the current rate left (SPEC §8 low credits warning); never in free chat. */
export function isLowOnCredits(credits: number, kind: ChatKind): boolean {
  const left = secondsLeft(credits, kind);
  return left !== null && left < 60;
}

/** The engine stopped the chat because the balance ran out (badRequest.deduct.credits...). */
export function isNoCreditsError(error: string): boolean {
  return error.startsWith('badRequest.deduct.credits');
}
