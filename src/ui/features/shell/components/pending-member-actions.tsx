import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { useRestorePendingMember } from '../hooks/use-restore-pending-member';

/**
 * The header of a member the backend did not describe this time (late or failing): their greeting
 * by the name the cookie keeps and the balance pending, never a guest's login and sign-up. Once
 * hydrated it restores the member, whose actions then take its place; a session the backend ended
 * meanwhile makes them a guest, as the cookie then says. Lazy: most pages never show it.
 */
const PendingMemberActions = observer(function PendingMemberActions() {
  const { t } = useTranslation();
  const shell = useShell();
  useRestorePendingMember();
  const pending = shell.pendingMember;
  if (!pending) return null;
  return (
    <div className="header-actions header-actions--member">
      <p className="member-pending">
        {pending.username && <span>{t('header.greeting', { name: pending.username })} </span>}
        <span className="credits" role="status">
          {t('header.balancePending')}
        </span>
      </p>
    </div>
  );
});

export default PendingMemberActions;
