import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../core/common/constants.model';
import { TIP_PRESETS, TOY_PRESETS } from '../../../../core/live-chat/chat.model';
import type { RoomTips } from '../view-models/room-tips';

/** Tips (SPEC §9 presets and a custom amount), public or private with a message; her toy when it is on. */
export const TipPanel = observer(function TipPanel({
  tips,
  toyActive,
}: {
  tips: RoomTips;
  toyActive: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="tip-panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tip-panel__title">
        {t('chat.tips.title')}
      </h3>
      <div className="tip-panel__presets">
        <PresetButtons
          presets={TIP_PRESETS}
          textKey="chat.tips"
          pending={tips.tipPending}
          onTip={(preset) => void tips.tip(preset.amount)}
        />
      </div>
      <CustomTip tips={tips} />
      <FailedTip tips={tips} />
      {tips.tipped !== null && (
        <p className="tip-panel__thanks fade-in" role="status">
          {t('chat.tips.sent', { amount: tips.tipped })}
        </p>
      )}
      {toyActive && <ToyButtons tips={tips} />}
    </section>
  );
});

/** A tip that did not go through (the network, the backend): said, with a retry of the same tip. */
const FailedTip = observer(function FailedTip({ tips }: { tips: RoomTips }) {
  const { t } = useTranslation();
  const failed = tips.failedTip;
  if (!failed) return null;
  return (
    <div className="tip-panel__failed">
      <p className="form-error" role="alert">
        {t('chat.errors.tipFailed', { amount: failed.amount })}
      </p>
      <button
        type="button"
        className="button"
        disabled={tips.tipPending}
        onClick={() => void tips.retryTip()}
      >
        {t('chat.tips.retry', { amount: failed.amount })}
      </button>
    </div>
  );
});

/** A tip of the visitor's own amount, public or private, with an optional message. */
const CustomTip = observer(function CustomTip({ tips }: { tips: RoomTips }) {
  const { t } = useTranslation();
  const id = useId();
  function custom(event: FormEvent) {
    event.preventDefault();
    void tips.tipCustom();
  }
  return (
    <form className="tip-panel__custom" onSubmit={custom} noValidate>
      <label>
        {t('chat.tips.amount', { min: LIMITS.tipMin, max: LIMITS.tipMax })}
        <input
          inputMode="numeric"
          value={tips.customAmount}
          onChange={(event) => tips.setCustomAmount(event.target.value)}
          aria-invalid={tips.tipError ? true : undefined}
          aria-describedby={tips.tipError ? `${id}-error` : undefined}
        />
      </label>
      <label>
        {t('chat.tips.message')}
        <input
          value={tips.tipMessage}
          maxLength={LIMITS.chatMessageMax}
          onChange={(event) => tips.setTipMessage(event.target.value)}
        />
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={!tips.tipPublic}
          onChange={(event) => tips.setTipPublic(!event.target.checked)}
        />
        {t('chat.tips.private')}
      </label>
      <button type="submit" className="button" disabled={tips.tipPending}>
        {t('chat.tips.send')}
      </button>
      {tips.tipError && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {t(`chat.errors.${tips.tipError.key}`, tips.tipError.values ?? {})}
        </p>
      )}
    </form>
  );
});

/** Her toy's presets (SPEC §9), shown while it is on. */
const ToyButtons = observer(function ToyButtons({ tips }: { tips: RoomTips }) {
  const { t } = useTranslation();
  return (
    <div className="tip-panel__toy" role="group" aria-label={t('chat.toy.title')}>
      <p>{t('chat.toy.title')}</p>
      <PresetButtons
        presets={TOY_PRESETS}
        textKey="chat.toy"
        pending={tips.tipPending}
        onTip={(preset) => void tips.toyTip(preset.name)}
      />
    </div>
  );
});

/** One button a preset (SPEC §9), named `<textKey>.<name>` with its amount; none while a tip is on its way. */
function PresetButtons<P extends { name: string; amount: number }>(props: {
  presets: readonly P[];
  textKey: string;
  pending: boolean;
  onTip: (preset: P) => void;
}) {
  const { t } = useTranslation();
  return props.presets.map((preset) => (
    <button
      key={preset.name}
      type="button"
      className="button"
      disabled={props.pending}
      onClick={() => props.onTip(preset)}
    >
      {t(`${props.textKey}.${preset.name}`, { amount: preset.amount })}
    </button>
  ));
}
