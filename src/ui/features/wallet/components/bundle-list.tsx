import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../core/common/locale.model';
import type { Bundle } from '../../../../core/wallet/wallet.model';
import {
  bundleClasses,
  bundlePrice,
  discountPercent,
  formatCredits,
  formatPrice,
  pricePerMinute,
  wholeMinutes,
} from '../../../../core/wallet/pricing';
import type { CreditsDrawerViewModel } from '../view-models/credits-drawer.view-model';
import { StepHeading } from './step-heading';

const TAGS = ['bestDeal', 'mostBought'] as const;

/** The parts a bundle shows, each with its class: credits, chat minutes, prices, discount and tags (SPEC §9). */
function useBundleParts(bundle: Bundle, locale: Locale): { className: string; text: string }[] {
  const { t } = useTranslation();
  const price = (amount: number) => formatPrice(amount, locale, bundle.currency);
  const discount = discountPercent(bundle);
  const classes = bundleClasses(bundle);
  return [
    { className: 'bundle-option__name', text: bundle.name },
    {
      className: 'bundle-option__credits',
      text: t('wallet.bundle.credits', { credits: formatCredits(bundle.credits) }),
    },
    {
      className: 'bundle-option__minutes',
      text: t('wallet.bundle.minutes', { count: wholeMinutes(bundle.credits) }),
    },
    { className: 'bundle-option__price', text: price(bundlePrice(bundle)) },
    {
      className: 'bundle-option__per-minute',
      text: t('wallet.bundle.perMinute', { price: price(pricePerMinute(bundle)) }),
    },
    ...(discount > 0
      ? [{ className: 'bundle-option__discount', text: t('wallet.bundle.discount', { percent: discount }) }]
      : []),
    ...TAGS.filter((tag) => classes.includes(tag)).map((tag) => ({
      className: `tag tag--${tag}`,
      text: t(`wallet.bundle.${tag}`),
    })),
  ];
}

/** One bundle as a radio; spaces between the parts make its accessible name read as words. */
function BundleOption(props: { bundle: Bundle; checked: boolean; locale: Locale; onSelect: () => void }) {
  const parts = useBundleParts(props.bundle, props.locale);
  return (
    <label className={`bundle-option${props.checked ? ' bundle-option--checked' : ''}`}>
      <input
        type="radio"
        name="bundle"
        value={props.bundle.id}
        checked={props.checked}
        onChange={props.onSelect}
      />
      {parts.map((part) => (
        <Fragment key={part.className}>
          {' '}
          <span className={part.className}>{part.text}</span>
        </Fragment>
      ))}
    </label>
  );
}

/** Step 1: the first 5 bundles, the default one preselected. */
export const BundleList = observer(function BundleList(props: {
  vm: CreditsDrawerViewModel;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { vm } = props;
  return (
    <div className="credits-step">
      <StepHeading>{t('wallet.bundlesHeading')}</StepHeading>
      <fieldset className="bundle-list">
        <legend className="visually-hidden">{t('wallet.bundlesHeading')}</legend>
        {vm.bundles.map((bundle) => (
          <BundleOption
            key={bundle.id}
            bundle={bundle}
            checked={vm.basket?.bundleId === bundle.id}
            locale={props.locale}
            onSelect={() => vm.selectBundle(bundle.id)}
          />
        ))}
      </fieldset>
      <div className="credits-step__actions">
        <button type="button" className="button" disabled={!vm.basket} onClick={vm.next}>
          {t('wallet.next')}
        </button>
        {vm.dialIn && (
          <button type="button" className="link-button" onClick={vm.payByPhone}>
            {t('wallet.payByPhone')}
          </button>
        )}
      </div>
    </div>
  );
});
