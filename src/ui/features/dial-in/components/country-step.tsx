import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DIAL_IN_COUNTRIES } from '../../../../core/dial-in/dial-in.model';
import { hasDoubleCredits } from '../../../../core/dial-in/dial-in.rules';
import type { DialInViewModel } from '../view-models/dial-in.view-model';
import { SandboxPhoneLink } from './sandbox-phone-link';

/** The money format of the page's language: '€ 0,80' (nl), '€0.80' (en), '0,80 €' (de). */
function euros(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(amount);
}

/** The number to call and its tariff in the locale's money format ('€ 0,80 per minuut'). */
const NumberToCall = observer(function NumberToCall({ vm }: { vm: DialInViewModel }) {
  const { t, i18n } = useTranslation();
  const ivr = vm.ivr;
  if (!ivr) return vm.loading ? <p role="status">{t('dialIn.loading')}</p> : null;
  return (
    <div className="dial-in-number">
      <p className="dial-in-number__label">{t('dialIn.numberLabel')}</p>
      <a className="dial-in-number__value" href={`tel:${ivr.callednumber}`}>
        {ivr.displaynumber}
      </a>
      <p className="dial-in-number__tariff">
        {t('dialIn.tariff', { price: euros(ivr.tariff, i18n.language) })}
      </p>
    </div>
  );
});

/** Step 1 (SPEC §2 dial-in drawer): the country to call from, its number and tariff, BE's promotion. */
export const CountryStep = observer(function CountryStep({ vm }: { vm: DialInViewModel }) {
  const { t } = useTranslation();
  return (
    <div className="dial-in-step">
      <p>{t('dialIn.intro')}</p>
      <fieldset className="dial-in-countries">
        <legend>{t('dialIn.countryLegend')}</legend>
        {DIAL_IN_COUNTRIES.map((country) => {
          const flag = vm.numbers.find((entry) => entry.id === country)?.image;
          return (
            <label key={country} className="dial-in-country">
              <input
                type="radio"
                name="dial-in-country"
                value={country}
                checked={vm.country === country}
                onChange={() => void vm.chooseCountry(country)}
              />
              {flag && <img src={flag} alt="" width={24} height={16} />}
              <span>{t(`dialIn.countries.${country}`)}</span>
              {hasDoubleCredits(country) && (
                <span className="dial-in-country__tag">{t('dialIn.promoTag')}</span>
              )}
            </label>
          );
        })}
      </fieldset>
      {vm.doubleCredits && <p className="dial-in-promo">{t('dialIn.promo')}</p>}
      <NumberToCall vm={vm} />
      <SandboxPhoneLink vm={vm} />
      <button type="button" className="button" disabled={!vm.ivr} onClick={vm.toPin}>
        {t('dialIn.toPin')}
      </button>
    </div>
  );
});
