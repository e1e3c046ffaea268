import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { useSite } from '../../../renderer/use-site';

/** The home grid's sign-up promotion for guests: the welcome credits, and registration (source 'banner'). */
export const GuestBanner = observer(function GuestBanner() {
  const { t } = useTranslation();
  const shell = useShell();
  const site = useSite();
  const headingId = useId();
  if (shell.loggedIn || shell.pendingMember) return null;
  const credits = site.welcomeCredits;
  return (
    <aside className="guest-banner" aria-labelledby={headingId}>
      <h2 id={headingId} className="guest-banner__heading">
        {t('register.banner.heading', { credits })}
      </h2>
      <p className="guest-banner__text">{t('register.banner.text')}</p>
      <button
        type="button"
        className="button button--accent"
        onClick={() => shell.modals.show('register', { source: 'banner' })}
      >
        {t('register.banner.button')}
      </button>
    </aside>
  );
});
