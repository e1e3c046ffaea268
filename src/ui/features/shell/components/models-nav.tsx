import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { useRoute } from '../../../renderer/use-route';

const ITEMS = [
  { path: '/', label: 'nav.allModels' },
  { path: '/new-cams', label: 'nav.newCams' },
  { path: '/free', label: 'nav.free', disabled: true },
  { path: '/toy', label: 'nav.toy' },
  { path: '/favourites', label: 'nav.favourites', login: true },
] as const;

/**
 * SPEC §2 models sub-navigation: all models, new cams, free (disabled), toy, favourites (login
 * required: a guest gets the login modal instead of a page that would send them home).
 */
export const ModelsNav = observer(function ModelsNav() {
  const { t } = useTranslation();
  const route = useRoute();
  const shell = useShell();

  function handleLoginRequired(event: MouseEvent<HTMLAnchorElement>) {
    if (shell.loggedIn) return;
    event.preventDefault();
    shell.modals.show('login', { reason: 'favourites' });
  }

  return (
    <nav aria-label={t('nav.modelsNavigation')} className="models-nav">
      <ul>
        {ITEMS.map((item) => (
          <li key={item.path}>
            {'disabled' in item ? (
              <span className="nav-disabled" aria-disabled="true">
                {t(item.label)} <span className="visually-hidden">({t('nav.unavailable')})</span>
              </span>
            ) : (
              <a
                href={route.to(item.path)}
                aria-current={route.path === item.path ? 'page' : undefined}
                onClick={'login' in item ? handleLoginRequired : undefined}
                // vike's router would follow the link despite the click handler: a guest gets the login modal instead.
                data-vike={'login' in item && !shell.loggedIn ? 'false' : undefined}
              >
                {t(item.label)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
});
