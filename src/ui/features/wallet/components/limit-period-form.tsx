import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/common/form-field';
import { momentText } from '../../../i18n/spending-reason';
import { useRoute } from '../../../renderer/use-route';
import type { LimitFormViewModel, LimitSaved } from '../view-models/limit-form.view-model';

/** What the last change did, in words: the new limit, its removal, or when it holds. */
function useSavedText(): (saved: LimitSaved) => string {
  const { t } = useTranslation();
  const { locale } = useRoute();
  return (saved) => {
    if (saved.kind === 'set') return t('wallet.limits.savedSet', { credits: saved.credits });
    if (saved.kind === 'removed') return t('wallet.limits.savedRemoved');
    const from = momentText(saved.raise.from, locale);
    return saved.raise.credits === null
      ? t('wallet.limits.savedRemovalWaiting', { from })
      : t('wallet.limits.savedRaiseWaiting', { from });
  };
}

/** What holds, what the period counted, and a raise or a removal still waiting out its 24 hours. */
const LimitFacts = observer(function LimitFacts({ vm }: { vm: LimitFormViewModel }) {
  const { t } = useTranslation();
  const { locale } = useRoute();
  const { limit, raise } = vm;
  const from = raise && momentText(raise.from, locale);
  return (
    <>
      <p>{limit === null ? t('wallet.limits.none') : t('wallet.limits.inForce', { credits: limit })}</p>
      <p>{t(`wallet.limits.counted.${vm.period}`, { spent: vm.spent, bought: vm.bought })}</p>
      {raise && (
        <p className="spending-limits__waiting">
          {raise.credits === null
            ? t('wallet.limits.removalWaiting', { from })
            : t('wallet.limits.raiseWaiting', { from, credits: raise.credits })}
        </p>
      )}
    </>
  );
});

/** The last change's outcome: failed (the input kept, the same button retries), or what it did. */
const LimitOutcome = observer(function LimitOutcome({ vm }: { vm: LimitFormViewModel }) {
  const { t } = useTranslation();
  const savedText = useSavedText();
  return (
    <>
      {vm.failed && (
        <p className="form-error" role="alert">
          {t('wallet.limits.saveFailed')}
        </p>
      )}
      {vm.saved && (
        <p className="form-success" role="status">
          {savedText(vm.saved)}
        </p>
      )}
    </>
  );
});

/** One period's limit: what holds and what the period counted, and the form to change it. */
export const LimitPeriodForm = observer(function LimitPeriodForm({ vm }: { vm: LimitFormViewModel }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { period } = vm;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <form className="spending-limits__period" aria-labelledby={headingId} noValidate onSubmit={handleSubmit}>
      <h3 id={headingId}>{t(`wallet.limits.period.${period}`)}</h3>
      <LimitFacts vm={vm} />
      <FormField
        label={t(`wallet.limits.newLimit.${period}`)}
        name={`limit-${period}`}
        inputMode="numeric"
        autoComplete="off"
        value={vm.form.values.credits}
        hint={t('wallet.limits.hint')}
        error={vm.error}
        onValue={vm.setCredits}
        onFocus={vm.focus}
        onBlur={vm.blur}
      />
      <div className="spending-limits__actions">
        <button type="submit" className="button" disabled={vm.busy}>
          {t('wallet.limits.save')}
        </button>
        {vm.limit !== null && (
          <button
            type="button"
            className="button button--ghost"
            disabled={vm.busy}
            onClick={() => void vm.remove()}
          >
            {t('wallet.limits.remove')}
          </button>
        )}
      </div>
      <LimitOutcome vm={vm} />
    </form>
  );
});
