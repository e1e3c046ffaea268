import { observer } from 'mobx-react-lite';
import { translateWith, type Translate } from '../../../i18n/memo-t';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { Tooltip } from '../../../components/common/tooltip';

export interface FavouriteToggleProps {
  /** The translation function of the caller: a grid translates for all its cards with one hook. */
  t: Translate;
  performerId: number;
  username: string;
  favourite: boolean;
  pending: boolean;
  failed: boolean;
  tooltips: boolean;
  onToggle: () => void;
  className?: string;
}

/** The heart as plain props: a grid passes them for all its cards from one observer. */
export function FavouriteToggle(props: FavouriteToggleProps) {
  const { t, favourite, pending } = props;
  return (
    <>
      <Tooltip
        id={`favourite-hint-${props.performerId}`}
        text={t(favourite ? 'favourites.remove' : 'favourites.add')}
        enabled={props.tooltips}
      >
        <button
          type="button"
          className={`favourite-button${favourite ? ' favourite-button--on' : ''}${props.className ? ` ${props.className}` : ''}`}
          aria-pressed={favourite}
          aria-busy={pending || undefined}
          disabled={pending}
          onClick={props.onToggle}
        >
          <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
          <span className="visually-hidden">{t('favourites.toggle', { name: props.username })}</span>
        </button>
      </Tooltip>
      {props.failed && (
        <span className="favourite-error" role="alert">
          {t('favourites.failed')}
        </span>
      )}
    </>
  );
}

/**
 * Adds a performer to the favourites or removes her (SPEC §2: from cards and the profile; a
 * guest gets the login modal). The heart shows the backend's answer, not a guess.
 */
export const FavouriteButton = observer(function FavouriteButton(props: {
  performerId: number;
  username: string;
  className?: string;
}) {
  const shell = useShell();
  const { t } = useTranslation();
  return (
    <FavouriteToggle
      t={translateWith(t)}
      performerId={props.performerId}
      username={props.username}
      favourite={shell.isFavourite(props.performerId)}
      pending={shell.isFavouritePending(props.performerId)}
      failed={shell.favouriteError === props.performerId}
      tooltips={shell.viewport.tooltips}
      onToggle={() => void shell.toggleFavourite(props.performerId)}
      className={props.className}
    />
  );
});
