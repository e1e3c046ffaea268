import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { useRoute } from '../../../renderer/use-route';
import { useSite } from '../../../renderer/use-site';
import { LocaleSwitcher } from './locale-switcher';

/** Closes a disclosure on Escape and on a click outside it. */
function useDismiss(open: boolean, close: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onClick = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, close]);
  return ref;
}

function Unavailable({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <span className="nav-disabled" aria-disabled="true">
      {label} <span className="visually-hidden">({t('nav.unavailable')})</span>
    </span>
  );
}

/** The menu's items; the language switch shows on phones only (SPEC §2). */
const MemberMenuItems = observer(function MemberMenuItems({ onCredits }: { onCredits: () => void }) {
  const { t } = useTranslation();
  const shell = useShell();
  const route = useRoute();
  const query = route.current.includes('?') ? route.current.slice(route.current.indexOf('?')) : '';
  return (
    <ul>
      <li>
        <Unavailable label={t('header.myProfile')} />
      </li>
      <li>
        <button type="button" className="link-button" onClick={onCredits}>
          {t('header.creditsItem')}
        </button>
      </li>
      <li>
        <Unavailable label={t('header.messages')} />
      </li>
      <li>
        <a href={route.to('/favourites')}>{t('nav.favourites')}</a>
      </li>
      <li>
        <a href={route.to('/settings')}>{t('header.settings')}</a>
      </li>
      <li className="mobile-only">
        <LocaleSwitcher className="locale-switcher--list" />
      </li>
      <li>
        <button type="button" className="link-button" onClick={() => void shell.logout(route.locale, query)}>
          {t('header.logout')}
        </button>
      </li>
    </ul>
  );
});

/**
 * SPEC §2 member menu: greeting, credit balance, my profile (disabled), credits, messages
 * (disabled), favourites, settings, the language switch (mobile) and logout. In the default nav
 * mode it is a disclosure; in the white-label mode its items sit in the header.
 */
export const MemberMenu = observer(function MemberMenu() {
  const { t } = useTranslation();
  const shell = useShell();
  const route = useRoute();
  const site = useSite();
  const whiteLabel = site.navMode === 'whitelabel';
  const [open, setOpen] = useState(whiteLabel);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const ref = useDismiss(open && !whiteLabel, () => setOpen(false));
  useEffect(() => setOpen(whiteLabel), [route.current, whiteLabel]);
  const member = shell.member;
  if (!member) return null;
  const greeting = t('header.greeting', { name: member.username });
  // The drawer gives focus back to its opener when it closes: the toggle, since the menu folds.
  const openCredits = () => {
    if (!whiteLabel) {
      setOpen(false);
      toggle.current?.focus();
    }
    shell.openDrawer('credits');
  };
  return (
    <div className={`member-menu member-menu--${site.navMode}`} ref={ref}>
      {!whiteLabel && (
        <button
          ref={toggle}
          type="button"
          className="member-menu__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <span>{greeting}</span>{' '}
          <span className="credits">{t('header.credits', { credits: shell.credits })}</span>
        </button>
      )}
      <div id={listId} className="member-menu__panel" hidden={!open}>
        {whiteLabel && <p className="member-menu__greeting">{greeting}</p>}
        <p className="member-menu__balance">
          {whiteLabel && `${t('header.balance', { credits: shell.credits })} `}
          <button type="button" className="button member-menu__buy" onClick={openCredits}>
            {t('header.buy')}
          </button>
        </p>
        <MemberMenuItems onCredits={openCredits} />
      </div>
    </div>
  );
});
