import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { useRoute } from '../../../renderer/use-route';
import { Dialog } from '../../../components/common/dialog';
import { LocaleSwitcher } from './locale-switcher';

/**
 * SPEC §2 mobile header for guests: a burger button opening the auth drawer with sign-up, login
 * and the language list. The button shows only on narrow screens (CSS).
 */
export const BurgerMenu = observer(function BurgerMenu() {
  const { t } = useTranslation();
  const shell = useShell();
  const [open, setOpen] = useState(false);
  const { current } = useRoute();
  // A language switch inside the drawer navigates: the drawer has done its job.
  useEffect(() => setOpen(false), [current]);

  function openModal(name: 'login' | 'register') {
    setOpen(false);
    shell.modals.show(name, name === 'register' ? { source: 'more' } : undefined);
  }

  return (
    <>
      <button
        type="button"
        className="icon-button burger mobile-only"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">{t('header.menu')}</span>
      </button>
      {open && (
        <Dialog title={t('header.menu')} variant="drawer-left" onClose={() => setOpen(false)}>
          <div className="auth-drawer">
            <button type="button" className="button" onClick={() => openModal('register')}>
              {t('header.register')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => openModal('login')}>
              {t('header.login')}
            </button>
            <h3 className="auth-drawer__heading">{t('header.language')}</h3>
            <LocaleSwitcher className="locale-switcher--list" />
          </div>
        </Dialog>
      )}
    </>
  );
});
