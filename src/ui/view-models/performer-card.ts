import type { Locale } from '../../core/model/locale';
import type { PerformerSummary } from '../../core/model/performer';
import { onlineDisplayStyle, type OnlineDisplayStyle } from '../../core/rules/online-status';
import { localizedPath } from '../../core/rules/locale';

/** What a grid card shows: plain values, so the card component needs no MobX. */
export interface PerformerCardModel {
  id: number;
  username: string;
  age: number;
  portrait: string;
  style: OnlineDisplayStyle;
  cybertoy: boolean;
  href: string;
}

export function toPerformerCard(performer: PerformerSummary, locale: Locale): PerformerCardModel {
  return {
    id: performer.id,
    username: performer.username,
    age: performer.age,
    portrait: performer.snapshot,
    style: onlineDisplayStyle(performer.onlineStatus),
    cybertoy: performer.cybertoy,
    href: localizedPath(`/profile/${encodeURIComponent(performer.username)}`, locale),
  };
}
