import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { momentText } from '../../../i18n/spending-reason';
import { useRoute } from '../../../renderer/use-route';
import type { BuyingPauseViewModel } from '../view-models/buying-pause.view-model';

/** The lengths to choose from, as radio buttons. */
const PauseLengths = observer(function PauseLengths({ vm }: { vm: BuyingPauseViewModel }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend>{t('wallet.limits.pauseLength')}</legend>
      {vm.lengths.map((length) => (
        <label key={length} className="check">
          <input
            type="radio"
            name={name}
            value={length}
            checked={vm.length === length}
            onChange={() => vm.choose(length)}
          />{' '}
          {t(`wallet.limits.pauseLengths.${length}`)}
        </label>
      ))}
    </fieldset>
  );
});

/** The question a pause needs, since it cannot be undone; it takes the focus as it opens. */
const PauseConfirmation = observer(function PauseConfirmation({ vm }: { vm: BuyingPauseViewModel }) {
  const { t } = useTranslation();
  const { locale } = useRoute();
  const questionId = useId();
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={questionId} className="spending-limits__confirm">
      <p id={questionId} ref={question} tabIndex={-1}>
        {t('wallet.limits.pauseQuestion', { until: momentText(vm.endsAt, locale) })}
      </p>
      <button type="button" className="button" disabled={vm.pausing} onClick={() => void vm.confirm()}>
        {t('wallet.limits.pauseYes')}
      </button>{' '}
      <button type="button" className="button button--ghost" disabled={vm.pausing} onClick={vm.cancel}>
        {t('wallet.limits.pauseNo')}
      </button>
    </div>
  );
});

/** Pausing buying credits: the pause running, the lengths, and the confirmation. */
export const BuyingPause = observer(function BuyingPause({ vm }: { vm: BuyingPauseViewModel }) {
  const { t } = useTranslation();
  const { locale } = useRoute();
  const headingId = useId();
  const askButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // Back from the question (answered or not), the focus returns to the button that asked it.
    if (wasConfirming.current && !vm.confirming) askButton.current?.focus();
    wasConfirming.current = vm.confirming;
  }, [vm.confirming]);
  const { pausedUntil } = vm;
  return (
    <section className="spending-limits__pause" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('wallet.limits.pauseTitle')}</h3>
      <p role="status">
        {pausedUntil !== null && t('wallet.limits.pausedUntil', { until: momentText(pausedUntil, locale) })}
      </p>
      <p>{t('wallet.limits.pauseText')}</p>
      {vm.confirming ? (
        <PauseConfirmation vm={vm} />
      ) : (
        <>
          <PauseLengths vm={vm} />
          <button type="button" className="button" ref={askButton} onClick={vm.ask}>
            {t('wallet.limits.pause')}
          </button>
        </>
      )}
      {vm.failed && (
        <p className="form-error" role="alert">
          {t('wallet.limits.pauseFailed')}
        </p>
      )}
    </section>
  );
});
