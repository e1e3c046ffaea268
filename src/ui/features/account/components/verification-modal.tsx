import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { capName } from '../../../../core/common/names';
import { useShell } from '../../../app/shell-context';
import { useRoute } from '../../../renderer/use-route';
import { useVerification } from '../hooks/use-verification';
import type { VerifyEmailViewModel } from '../view-models/verify-email.view-model';
import type { RegisterModel } from '../visitor-storage';
import { Dialog } from '../../../components/common/dialog';

/** Expired: 'oops', the link-expired text and a resend button (a guest logs in first). */
const ExpiredLink = observer(function ExpiredLink({ vm }: { vm: VerifyEmailViewModel }) {
  const { t } = useTranslation();
  const shell = useShell();
  return (
    <>
      <p className="verification__oops">{t('verification.oops')}</p>
      <p>{t('verification.expired')}</p>
      {!shell.loggedIn && <p>{t('verification.loginToResend')}</p>}
      {vm.resend === 'sent' ? (
        <p className="form-success" role="status">
          {t('verification.resent')}
        </p>
      ) : (
        <button
          type="button"
          className="button"
          disabled={vm.resend === 'sending'}
          onClick={() => void vm.resendLink()}
        >
          {t('verification.resend')}
        </button>
      )}
    </>
  );
});

/** Success: verified, the welcome credits, and the way back to the performer she signed up for. */
function Verified({ credits, performer }: { credits: number; performer: RegisterModel | null }) {
  const { t } = useTranslation();
  const route = useRoute();
  return (
    <div role="status">
      <p className="verification__success">{t('verification.success')}</p>
      <p>{t('verification.credits', { credits })}</p>
      {performer && (
        <a className="button" href={route.to(`/profile/${encodeURIComponent(performer.username)}`)}>
          {t('verification.toPerformer', { name: capName(performer.username) })}
        </a>
      )}
    </div>
  );
}

/**
 * SPEC §2 verification landing (query action=validate) and the footer's 'account verified'
 * notice: validating, then verified with the welcome credits, expired (resend), already verified
 * (no resend) or failed.
 */
export const VerifyEmailModal = observer(function VerifyEmailModal() {
  const { t } = useTranslation();
  const shell = useShell();
  const { vm, performer } = useVerification();
  return (
    <Dialog title={t('verification.title')} onClose={() => shell.modals.close('verifyEmail')}>
      <div className="verification" aria-live="polite">
        {vm.state === 'validating' && <p role="status">{t('verification.validating')}</p>}
        {vm.state === 'success' && <Verified credits={vm.welcomeCredits} performer={performer} />}
        {vm.state === 'expired' && <ExpiredLink vm={vm} />}
        {vm.state === 'alreadyVerified' && <p role="status">{t('verification.alreadyVerified')}</p>}
        {vm.state === 'failed' && <p role="alert">{t('verification.failed')}</p>}
      </div>
    </Dialog>
  );
});
