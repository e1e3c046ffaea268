import type { Locale } from '../../../../core/common/locale.model';
import type { PerformerSummary } from '../../../../core/performers/performer.model';
import { onlineDisplayStyle, type OnlineDisplayStyle } from '../../../../core/performers/online-status';
import { localizedPath } from '../../../../core/shell/locale.rules';

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

/** A card of a grid's performer, whose snapshot is already the picture the site shows (toGridPerformer). */
export function toPerformerCard(
  performer: Pick<PerformerSummary, 'id' | 'username' | 'age' | 'snapshot' | 'onlineStatus' | 'cybertoy'>,
  locale: Locale,
): PerformerCardModel {
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
