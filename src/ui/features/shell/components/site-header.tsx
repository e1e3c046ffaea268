import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { useRoute } from '../../../renderer/use-route';
import { useSite } from '../../../renderer/use-site';
import { BurgerMenu } from './auth-drawer';
import { GuestActions } from './guest-actions';
import { MainNav } from './main-nav';
import { MemberActions } from './member-actions';
import { lazyPart, LoadedPart } from '../../../components/common/lazy-part';

const PendingMemberActions = lazyPart(() => import('./pending-member-actions'));

/** SPEC §2 header: logo, main navigation, and the guest's or the member's actions (pending ones too). */
export const SiteHeader = observer(function SiteHeader() {
  const { t } = useTranslation();
  const shell = useShell();
  const route = useRoute();
  const site = useSite();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      {!shell.loggedIn && !shell.pendingMember && <BurgerMenu />}
      <a className="site-header__logo" href={route.to('/')}>
        {site.name}
      </a>
      <MainNav />
      {shell.loggedIn ? (
        <MemberActions />
      ) : shell.pendingMember ? (
        <LoadedPart name="pending member's header">
          <PendingMemberActions />
        </LoadedPart>
      ) : (
        <GuestActions />
      )}
    </header>
  );
});
