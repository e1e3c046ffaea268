import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberShell } from '../../../core/shell/member-shell.model';
import { useShell } from '../../app/shell-context';
import { PasswordForm } from '../../features/account/components/password-form';
import { DeleteAccountSection } from '../../features/account/components/delete-account-section';
import { EmailSection } from '../../features/account/components/email-section';
import { UsernameForm } from '../../features/account/components/username-form';
import { StatementSection } from '../../features/wallet/components/statement-section';
import { SpendingLimitsSection } from '../../features/wallet/components/spending-limits-section';
import { AlertSettingsSection } from '../../features/performers/components/alerts/alert-settings-section';
import { usePasswordForm } from '../../features/account/hooks/use-password-form';
import { useUsernameForm } from '../../features/account/hooks/use-username-form';

/** The account as the backend describes it. */
const AccountFacts = observer(function AccountFacts({ member }: { member: MemberShell }) {
  const { t } = useTranslation();
  const { credits } = useShell();
  const headingId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.account')}</h2>
      <dl className="facts">
        <dt>{t('settings.username')}</dt>
        <dd>{member.username}</dd>
        <dt>{t('settings.email')}</dt>
        <dd>{member.email}</dd>
        <dt>{t('settings.credits')}</dt>
        <dd>{credits}</dd>
        <dt>{t('settings.verified')}</dt>
        <dd>{t(member.verified ? 'settings.verifiedYes' : 'settings.verifiedNo')}</dd>
      </dl>
    </section>
  );
});

function PasswordSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const vm = usePasswordForm();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.passwordTitle')}</h2>
      <PasswordForm vm={vm} />
    </section>
  );
}

function UsernameSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const vm = useUsernameForm();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.usernameTitle')}</h2>
      <UsernameForm vm={vm} name={t('settings.usernameTitle')} />
    </section>
  );
}

/**
 * Member settings (login required; the guard sends guests home, SPEC §2): the account; the
 * member's statement, spending limits and alerts (each lazy); the changes of e-mail address,
 * password and user name; and the account's deletion.
 */
const SettingsPage = observer(function SettingsPage() {
  const { t } = useTranslation();
  const { member } = useShell();
  return (
    <section className="settings-page" aria-labelledby="settings-heading">
      <h1 id="settings-heading">{t('settings.heading')}</h1>
      {member ? (
        <>
          <AccountFacts member={member} />
          <StatementSection />
          <SpendingLimitsSection />
          <AlertSettingsSection />
          <EmailSection verified={member.verified} />
          <PasswordSection />
          <UsernameSection />
          <DeleteAccountSection username={member.username} />
        </>
      ) : (
        <p>{t('settings.sessionGone')}</p>
      )}
    </section>
  );
});

export default SettingsPage;
