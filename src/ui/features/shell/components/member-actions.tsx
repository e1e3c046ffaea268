import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { useRoute } from '../../../renderer/use-route';
import { useSite } from '../../../renderer/use-site';
import { MemberMenu } from './member-menu';

/**
 * SPEC §2 header for members: the messenger link with its unread counter (when the messenger
 * feature is on and the member may use it), 'claim credits' for unverified members, the menu.
 */
export const MemberActions = observer(function MemberActions() {
  const { t } = useTranslation();
  const shell = useShell();
  const route = useRoute();
  const site = useSite();
  const member = shell.member;
  if (!member) return null;
  return (
    <div className="header-actions header-actions--member">
      {site.features.messenger && (
        <a
          className="messenger-link"
          href={route.to('/messenger')}
          aria-current={route.path.startsWith('/messenger') ? 'page' : undefined}
        >
          <span className="label-long">{t('header.messenger')}</span>
          <span className="label-short">
            <span aria-hidden="true">✉</span>
            <span className="visually-hidden">{t('header.messenger')}</span>
          </span>
          {shell.unread && (
            <span className="badge">
              <span aria-hidden="true">{shell.unread}</span>
              <span className="visually-hidden">
                {t('header.unread', { count: shell.unreadCount, shown: shell.unread })}
              </span>
            </span>
          )}
        </a>
      )}
      {!member.verified && (
        <button
          type="button"
          className="button button--accent"
          onClick={() => shell.modals.show('claimCredits')}
        >
          {/* Phones get the short label (CSS), so the header keeps one row; each is the name at its width. */}
          <span className="label-long">{t('header.claimCredits')}</span>
          <span className="label-short">
            {t('header.claimCreditsShort', { credits: site.welcomeCredits })}
          </span>
        </button>
      )}
      <MemberMenu />
    </div>
  );
});
