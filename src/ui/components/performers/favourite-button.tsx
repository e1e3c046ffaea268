import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/shell-context';
import { Tooltip } from '../common/tooltip';

/**
 * Adds a performer to the favourites or removes her (SPEC §2: from cards and the profile; a
 * guest gets the login modal). The heart shows the backend's answer, not a guess.
 */
export const FavouriteButton = observer(function FavouriteButton(props: {
  performerId: number;
  username: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const shell = useShell();
  const favourite = shell.isFavourite(props.performerId);
  const pending = shell.isFavouritePending(props.performerId);
  const failed = shell.favouriteError === props.performerId;
  return (
    <>
      <Tooltip text={t(favourite ? 'favourites.remove' : 'favourites.add')}>
        <button
          type="button"
          className={`favourite-button${favourite ? ' favourite-button--on' : ''}${props.className ? ` ${props.className}` : ''}`}
          aria-pressed={favourite}
          aria-busy={pending || undefined}
          disabled={pending}
          onClick={() => void shell.toggleFavourite(props.performerId)}
        >
          <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
          <span className="visually-hidden">{t('favourites.toggle', { name: props.username })}</span>
        </button>
      </Tooltip>
      {failed && (
        <span className="favourite-error" role="alert">
          {t('favourites.failed')}
        </span>
      )}
    </>
  );
});
