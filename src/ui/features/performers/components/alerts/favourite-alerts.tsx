import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyTexts } from '../../../../i18n/lazy-texts';
import { useRoute } from '../../../../renderer/use-route';
import { useFavouriteAlerts } from '../../hooks/use-favourite-alerts';
import type { FavouriteAlertsViewModel } from '../../view-models/favourite-alerts.view-model';
import '../../../../styles/alerts.css';

function closeOnEscape(close: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
}

const AlertList = observer(function AlertList({ vm }: { vm: FavouriteAlertsViewModel }) {
  const { t } = useTranslation();
  const route = useRoute();
  return (
    <ul className="favourite-alerts__list">
      {vm.shown.map(({ performerId, username, roomPath }) => (
        <li
          key={performerId}
          className="favourite-alert"
          onKeyDown={closeOnEscape(() => vm.dismiss(performerId))}
        >
          <a href={route.to(roomPath)} onClick={() => vm.dismiss(performerId)}>
            {t('alerts.live', { name: username })}
          </a>
          <button
            type="button"
            aria-label={t('alerts.dismiss', { name: username })}
            onClick={() => vm.dismiss(performerId)}
          >
            ×
          </button>
        </li>
      ))}
      {vm.waitingCount > 0 && (
        <li className="favourite-alert favourite-alert--more" onKeyDown={closeOnEscape(vm.dismissWaiting)}>
          <a href={route.to('/favourites')} onClick={vm.dismissWaiting}>
            {t('alerts.more', { count: vm.waitingCount })}
          </a>
          <button type="button" aria-label={t('alerts.dismissMore')} onClick={vm.dismissWaiting}>
            ×
          </button>
        </li>
      )}
    </ul>
  );
});

/**
 * "Tell me when she's online" (docs/decisions.md, 81): a polite live region at the foot of every
 * page with at most three favourites that went live, each a link to her room, and a summary of the
 * rest. Escape or the close button takes one away.
 */
export default function FavouriteAlerts() {
  const { t } = useTranslation();
  useLazyTexts();
  const vm = useFavouriteAlerts();
  return (
    <div className="favourite-alerts" role="status" aria-label={t('alerts.region')}>
      <AlertList vm={vm} />
    </div>
  );
}
