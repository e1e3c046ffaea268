import { useTranslation } from 'react-i18next';

/**
 * Shown while a phone (dial-in) session is active: the layout grows the header from 3.75rem to
 * 5rem (SPEC §9) to make room for it. The dial-in drawer that starts a session comes with the
 * wallet; this banner follows the persisted dial-in state.
 */
export function DialInBanner() {
  const { t } = useTranslation();
  return (
    <p className="dial-in-banner" role="status">
      {t('header.dialInActive')}
    </p>
  );
}
