import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanderConfig, LanderText } from '../../../../core/account/lander.model';
import type { WelcomePopupViewModel } from '../view-models/welcome-popup.view-model';
import { Dialog } from '../../../components/common/dialog';
import { FadingText } from '../../../components/common/fading-text';
import { ChangeEmailLink, WebMailLink, type WelcomePopupProps } from './welcome-parts';

/** Lander texts with a text of our own when the configuration has none. */
type LanderTextWithFallback = Exclude<LanderText, 'performerName' | 'title2'>;

function useLanderTexts(vm: WelcomePopupViewModel) {
  const { t } = useTranslation();
  return (key: LanderTextWithFallback): string => vm.landerText(key) ?? t(`welcome.lander.${key}`);
}

/** A lander picture or video; the media type follows the file extension (SPEC §7). */
function LanderMedia(props: { src: string; alt: string; side: 'left' | 'right' }) {
  if (!props.src) return null;
  const className = `welcome-lander__media welcome-lander__media--${props.side}`;
  if (/\.(mp4|webm|ogv)(\?|$)/i.test(props.src))
    return <video className={className} src={props.src} muted loop playsInline autoPlay aria-hidden="true" />;
  return <img className={className} src={props.src} alt={props.alt} width={150} height={200} />;
}

/** Her pictures either side of the TOY tag, her name and the amount picture. */
const LanderStage = observer(function LanderStage({
  vm,
  lander,
}: {
  vm: WelcomePopupViewModel;
  lander: LanderConfig;
}) {
  const { t } = useTranslation();
  const name = vm.landerText('performerName');
  const amount = t('welcome.amount', { credits: vm.amount });
  return (
    <div className="welcome-lander__stage">
      <LanderMedia
        src={lander.media.mediaLeft}
        alt={name ? t('welcome.lander.mediaAlt', { name }) : t('welcome.lander.mediaAltAnonymous')}
        side="left"
      />
      <div className="welcome-lander__centre">
        <span className="welcome-lander__tag">{t('welcome.lander.toy')}</span>
        {name && <p className="welcome-lander__name">{name}</p>}
        {lander.media.amount ? (
          <img
            className="welcome-lander__amount"
            src={lander.media.amount}
            alt={amount}
            width={96}
            height={96}
          />
        ) : (
          <p className="welcome__amount">{amount}</p>
        )}
      </div>
      {/* The same performer again: decorative. */}
      <LanderMedia src={lander.media.mediaRight} alt="" side="right" />
    </div>
  );
});

/** The button that mails the verification link and flips to 'credits sent' (fading in) once a mail went out. */
const LanderAction = observer(function LanderAction({ vm }: { vm: WelcomePopupViewModel }) {
  const { t } = useTranslation();
  const text = useLanderTexts(vm);
  const sentRef = useRef<HTMLParagraphElement>(null);
  async function handleClick() {
    await vm.sendVerification();
    // The button is gone: focus moves to the message that replaced it.
    if (vm.flipped) sentRef.current?.focus();
  }
  return (
    <div className="welcome-lander__action">
      {!vm.flipped && (
        <button
          type="button"
          className="button button--accent"
          disabled={vm.sending}
          onClick={() => void handleClick()}
        >
          {vm.sending ? t('welcome.sending') : text('button')}
        </button>
      )}
      <p ref={sentRef} className="form-success welcome__status" role="status" tabIndex={-1}>
        <FadingText
          text={
            vm.flipped
              ? text('creditsSent')
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
      {vm.flipped && <WebMailLink vm={vm} />}
    </div>
  );
});

/**
 * The special welcome-credits popup of a lander (SPEC §2): left and right media, a TOY tag, the
 * performer's name, the amount picture, the titles and the flipping button; the lander's texts
 * in the page's language, else English, else ours.
 */
export const LanderLayout = observer(function LanderLayout(
  props: WelcomePopupProps & { lander: LanderConfig },
) {
  const { t } = useTranslation();
  const { vm, lander, settingsHref, onClose } = props;
  const text = useLanderTexts(vm);
  const title2 = vm.landerText('title2');
  return (
    <Dialog title={text('title')} onClose={onClose} className="welcome welcome--lander">
      <LanderStage vm={vm} lander={lander} />
      {title2 && <p className="welcome-lander__title2">{title2}</p>}
      <p className="welcome-lander__subtitle">{text('subtitle')}</p>
      <LanderAction vm={vm} />
      {vm.resend !== 'alreadyVerified' && (
        <p className="welcome-lander__more">
          {text('noEmail')}{' '}
          <button
            type="button"
            className="link-button"
            disabled={vm.sending}
            onClick={() => void vm.sendVerification()}
          >
            {t('welcome.resend')}
          </button>{' '}
          {text('or')} <ChangeEmailLink href={settingsHref} onClose={onClose} label={text('change')} />
        </p>
      )}
    </Dialog>
  );
});
