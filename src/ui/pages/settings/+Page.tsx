import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/shell-context';

/**
 * Member settings (login required; the guard sends guests home). It shows the account as the
 * backend describes it; the forms to change e-mail, password and user name come with the
 * accounts work.
 */
const SettingsPage = observer(function SettingsPage() {
  const { t } = useTranslation();
  const { member, credits } = useShell();
  return (
    <section className="settings-page" aria-labelledby="settings-heading">
      <h1 id="settings-heading">{t('settings.heading')}</h1>
      {member ? (
        <dl className="facts">
          <dt>{t('settings.username')}</dt>
          <dd>{member.username}</dd>
          <dt>{t('settings.credits')}</dt>
          <dd>{credits}</dd>
          <dt>{t('settings.verified')}</dt>
          <dd>{t(member.verified ? 'settings.verifiedYes' : 'settings.verifiedNo')}</dd>
        </dl>
      ) : (
        <p>{t('settings.sessionGone')}</p>
      )}
    </section>
  );
});

export default SettingsPage;
