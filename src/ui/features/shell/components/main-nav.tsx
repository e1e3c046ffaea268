import { useTranslation } from 'react-i18next';
import { useRoute } from '../../../renderer/use-route';

/** SPEC §2 main navigation, in order: home (also active on favourites), media and events (disabled). */
export function MainNav() {
  const { t } = useTranslation();
  const route = useRoute();
  const homeActive = route.path === '/' || route.path === '/favourites';
  return (
    <nav aria-label={t('header.mainNavigation')} className="main-nav">
      <ul>
        <li>
          <a href={route.to('/')} aria-current={homeActive ? 'page' : undefined}>
            {t('nav.home')}
          </a>
        </li>
        <li>
          <span className="nav-disabled" aria-disabled="true">
            {t('nav.media')} <span className="visually-hidden">({t('nav.unavailable')})</span>
          </span>
        </li>
        <li>
          <span className="nav-disabled" aria-disabled="true">
            {t('nav.events')} <span className="visually-hidden">({t('nav.unavailable')})</span>
          </span>
        </li>
      </ul>
    </nav>
  );
}
