import type { Translate } from '../../../i18n/memo-t';
import type { PerformerCardModel } from '../view-models/performer-card';
import { FavouriteToggle, type FavouriteToggleProps } from './favourite-button';

interface PerformerCardProps {
  card: PerformerCardModel;
  /** The first cards are above the fold on a phone: load them at once for a fast first paint. */
  eager: boolean;
  /** The translated name of the card's online style (the grid translates each style once). */
  status: string;
  /** The heart's state, worked out by the grid for every card at once. */
  heart: Omit<FavouriteToggleProps, 't' | 'performerId' | 'username' | 'className'>;
  /** The grid's translation function: 60 cards, one i18next subscription, each text once. */
  t: Translate;
}

/** One performer in a grid: portrait, name, age and online style linking to the profile, and the heart. */
export function PerformerCard({ card, eager, status, heart, t }: PerformerCardProps) {
  return (
    <li className={`card card--${card.style}`}>
      {/* The link's name says what the card shows, in words ("Anna, 24 years, Free chat"), and starts
          with the visible name, so speech and voice control agree (WCAG 2.5.3). */}
      <a className="card__link" href={card.href}>
        <img
          className="card__image"
          src={card.portrait}
          alt=""
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
        />
        <span className="visually-hidden">
          {[card.username, t('grid.ageLong', { age: card.age }), card.cybertoy ? t('grid.toy') : null, status]
            .filter(Boolean)
            .join(', ')}
        </span>
        <span className="card__name" aria-hidden="true">
          {card.username}
        </span>
        <span className="card__age" aria-hidden="true">
          {t('grid.age', { age: card.age })}
        </span>
        <span className="card__status" aria-hidden="true">
          {status}
        </span>
        {card.cybertoy && (
          <span className="card__toy" aria-hidden="true">
            {t('grid.toy')}
          </span>
        )}
      </a>
      <FavouriteToggle
        {...heart}
        t={t}
        performerId={card.id}
        username={card.username}
        className="card__favourite"
      />
    </li>
  );
}
