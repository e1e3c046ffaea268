import { observer } from 'mobx-react-lite';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../renderer/use-site';
import type { Locale } from '../../../../core/common/locale.model';
import type { PaymentMethod } from '../../../../core/wallet/wallet.model';
import { formatCredits, formatPrice } from '../../../../core/wallet/pricing';
import type { CreditsDrawerViewModel } from '../view-models/credits-drawer.view-model';
import { StepHeading } from './step-heading';
import { spendingReason } from '../../../i18n/spending-reason';

/** The options of the chosen method (the bank for iDEAL): sent as `id:optionId`. */
const MethodOptions = observer(function MethodOptions(props: {
  vm: CreditsDrawerViewModel;
  method: PaymentMethod;
  errorId: string;
}) {
  const { t } = useTranslation();
  const { vm, method } = props;
  const invalid = vm.error === 'optionRequired';
  return (
    <label className="method-options">
      {t('wallet.option')}
      <select
        value={vm.optionId}
        onChange={(event) => vm.selectOption(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? props.errorId : undefined}
      >
        <option value="">{t('wallet.optionPlaceholder')}</option>
        {method.paymentOptionSubList.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
});

function MethodOption(props: { method: PaymentMethod; checked: boolean; onSelect: () => void }) {
  const { method } = props;
  return (
    <label className={`method-option${props.checked ? ' method-option--checked' : ''}`}>
      <input type="radio" name="method" value={method.id} checked={props.checked} onChange={props.onSelect} />
      <img src={method.image} alt="" width={40} height={40} loading="lazy" />
      <span>{method.name}</span>
    </label>
  );
}

/** The step's error, or the 'starting' notice while the session is being made. */
const CheckoutStatus = observer(function CheckoutStatus(props: {
  vm: CreditsDrawerViewModel;
  errorId: string;
}) {
  const { t, i18n } = useTranslation();
  const { vm } = props;
  if (vm.error)
    return (
      <p id={props.errorId} className="form-error" role="alert">
        {typeof vm.error === 'string'
          ? t(`wallet.errors.${vm.error}`)
          : spendingReason(t, 'wallet.errors', vm.error, i18n.language)}
      </p>
    );
  return (
    <p className="credits-step__status" role="status">
      {vm.starting ? t('wallet.starting') : ''}
    </p>
  );
});

/** Back, pay (disabled while the session starts: a payment never starts twice) and the phone way. */
const CheckoutActions = observer(function CheckoutActions(props: {
  vm: CreditsDrawerViewModel;
  price: string;
}) {
  const { t } = useTranslation();
  const { vm } = props;
  return (
    <>
      <div className="credits-step__actions">
        <button type="button" className="button button--ghost" onClick={vm.back} disabled={vm.starting}>
          {t('wallet.back')}
        </button>
        <button
          type="button"
          className="button"
          onClick={vm.checkout}
          disabled={!vm.selectedMethod || vm.starting}
          aria-busy={vm.starting || undefined}
        >
          {t('wallet.checkout', { price: props.price })}
        </button>
      </div>
      {vm.dialIn && (
        <button type="button" className="link-button" onClick={vm.payByPhone}>
          {t('wallet.payByPhone')}
        </button>
      )}
    </>
  );
});

/** Step 2: the basket, the methods ordered by provider (the locale's default chosen) and checkout. */
export const MethodList = observer(function MethodList(props: {
  vm: CreditsDrawerViewModel;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { billingName } = useSite();
  const errorId = useId();
  const { vm, locale } = props;
  const bundle = vm.selectedBundle;
  const method = vm.selectedMethod;
  if (!bundle) return null;
  const price = formatPrice(vm.basket?.price ?? 0, locale, bundle.currency);
  return (
    <div className="credits-step">
      <StepHeading>{t('wallet.methodsHeading')}</StepHeading>
      <p className="credits-step__summary">
        {t('wallet.summary', { name: bundle.name, credits: formatCredits(bundle.credits), price })}
      </p>
      <p className="credits-step__billed-as">{t('wallet.billedAs', { name: billingName })}</p>
      {vm.methods.length === 0 ? (
        <p>{t('wallet.noMethods')}</p>
      ) : (
        <fieldset className="method-list" disabled={vm.starting}>
          <legend>{t('wallet.methods')}</legend>
          {vm.methods.map((candidate) => (
            <Fragment key={candidate.id}>
              <MethodOption
                method={candidate}
                checked={candidate.id === vm.methodId}
                onSelect={() => vm.selectMethod(candidate.id)}
              />
              {candidate === method && method.paymentOptionSubList.length > 0 && (
                <MethodOptions vm={vm} method={method} errorId={errorId} />
              )}
            </Fragment>
          ))}
        </fieldset>
      )}
      <CheckoutStatus vm={vm} errorId={errorId} />
      <CheckoutActions vm={vm} price={price} />
    </div>
  );
});
