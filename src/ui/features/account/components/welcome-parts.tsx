import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WelcomePopupViewModel } from '../view-models/welcome-popup.view-model';
import { FadingText } from '../../../components/common/fading-text';

/** What every layout of the popup gets besides its view model. */
export interface WelcomePopupProps {
  vm: WelcomePopupViewModel;
  /** The settings page in the page's language, keeping the kept query (SPEC §2). */
  settingsHref: string;
  onClose: () => void;
}

/** The member's web mail in a new tab, only for the four known providers (SPEC §2). */
export const WebMailLink = observer(function WebMailLink({ vm }: { vm: WelcomePopupViewModel }) {
  const { t } = useTranslation();
  const webMail = vm.webMail;
  if (!webMail) return null;
  return (
    <a className="button welcome__web-mail" href={webMail.url} target="_blank" rel="noopener noreferrer">
      {t('welcome.openWebMail', { provider: webMail.name })}{' '}
      <span className="visually-hidden">{t('welcome.newTab')}</span>
    </a>
  );
});

/** Goes to the settings, where the e-mail address is changed, and closes the popup. */
export function ChangeEmailLink(props: { href: string; onClose: () => void; label: string }) {
  return (
    <a className="welcome__change" href={props.href} onClick={props.onClose}>
      {props.label}
    </a>
  );
}

/**
 * The resend confirmation (a status that goes after 10 s), 'already verified', or a failure.
 * The status region stays in the page so screen readers hear the text when it arrives; the text
 * fades in and out (a failure shows at once).
 */
export const ResendFeedback = observer(function ResendFeedback({ vm }: { vm: WelcomePopupViewModel }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="form-success welcome__status" role="status">
        <FadingText
          text={
            vm.resend === 'sent'
              ? t('welcome.sent')
              : vm.resend === 'alreadyVerified'
                ? t('welcome.alreadyVerified')
                : ''
          }
        />
      </p>
      {vm.resend === 'failed' && (
        <p className="form-error" role="alert">
          {t('welcome.failed')}
        </p>
      )}
    </>
  );
});

/** 'Not received?' with the resend button; an already verified address has nothing to resend. */
export const ResendControls = observer(function ResendControls({ vm }: { vm: WelcomePopupViewModel }) {
  const { t } = useTranslation();
  return (
    <div className="welcome__resend">
      {vm.resend !== 'alreadyVerified' && (
        <p>
          {t('welcome.notReceived')}{' '}
          <button
            type="button"
            className="button button--ghost"
            disabled={vm.sending}
            onClick={() => void vm.sendVerification()}
          >
            {vm.sending ? t('welcome.sending') : t('welcome.resend')}
          </button>
        </p>
      )}
      <ResendFeedback vm={vm} />
    </div>
  );
});

/** Three performers' pictures, as a taste of the site. */
export const WelcomeSamples = observer(function WelcomeSamples({ vm }: { vm: WelcomePopupViewModel }) {
  const { t } = useTranslation();
  if (vm.samples.length === 0) return null;
  return (
    <ul className="welcome__samples" aria-label={t('welcome.samples')}>
      {vm.samples.map((sample) => (
        <li key={sample.username}>
          <img
            src={sample.snapshot}
            alt={t('welcome.sampleAlt', { name: sample.username })}
            width={120}
            height={90}
          />
        </li>
      ))}
    </ul>
  );
});
