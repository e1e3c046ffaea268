import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/model/locale';
import type { Bundle } from '../../../core/model/wallet';
import {
  bundleClasses,
  bundlePrice,
  discountPercent,
  formatCredits,
  formatPrice,
  pricePerMinute,
  wholeMinutes,
} from '../../../core/rules/pricing';
import type { CreditsDrawerViewModel } from '../../view-models/credits-drawer.view-model';
import { StepHeading } from './step-heading';

const TAGS = ['bestDeal', 'mostBought'] as const;

/** One bundle as a radio: credits, chat minutes, price, price per minute, discount and tags (SPEC §9). */
function BundleOption(props: { bundle: Bundle; checked: boolean; locale: Locale; onSelect: () => void }) {
  const { t } = useTranslation();
  const { bundle, locale } = props;
  const discount = discountPercent(bundle);
  const classes = bundleClasses(bundle);
  return (
    <label className={`bundle-option${props.checked ? ' bundle-option--checked' : ''}`}>
      <input type="radio" name="bundle" value={bundle.id} checked={props.checked} onChange={props.onSelect} />
      <span className="bundle-option__name">{bundle.name}</span>
      <span className="bundle-option__credits">
        {t('wallet.bundle.credits', { credits: formatCredits(bundle.credits) })}
      </span>
      <span className="bundle-option__minutes">
        {t('wallet.bundle.minutes', { count: wholeMinutes(bundle.credits) })}
      </span>
      <span className="bundle-option__price">
        {formatPrice(bundlePrice(bundle), locale, bundle.currency)}
      </span>
      <span className="bundle-option__per-minute">
        {t('wallet.bundle.perMinute', {
          price: formatPrice(pricePerMinute(bundle), locale, bundle.currency),
        })}
      </span>
      {discount > 0 && (
        <span className="bundle-option__discount">{t('wallet.bundle.discount', { percent: discount })}</span>
      )}
      {TAGS.filter((tag) => classes.includes(tag)).map((tag) => (
        <span key={tag} className={`tag tag--${tag}`}>
          {t(`wallet.bundle.${tag}`)}
        </span>
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
