import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { LocaleSwitcher } from './locale-switcher';

/** SPEC §2 header for guests: login, register and the language buttons (wide screens). */
export const GuestActions = observer(function GuestActions() {
  const { t } = useTranslation();
  const shell = useShell();
  return (
    <div className="header-actions header-actions--guest">
      <button type="button" className="button button--ghost" onClick={() => shell.modals.show('login')}>
        {t('header.login')}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => shell.modals.show('register', { source: 'guest' })}
      >
        {t('header.register')}
      </button>
      <LocaleSwitcher className="desktop-only" />
    </div>
  );
});
