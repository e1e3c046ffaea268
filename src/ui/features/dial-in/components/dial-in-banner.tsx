import { useTranslation } from 'react-i18next';

/**
 * Shown while a phone (dial-in) session is active: the layout grows the header from 3.75rem to
 * 5rem (SPEC §9) to make room for it. It is the dial-in status bar's in-call state, and a live
 * region, so the call's start is announced. The server renders it from the cookie; in the tab it
 * follows the dial-in flow (DialInStatus).
 */
export function DialInBanner() {
  const { t } = useTranslation();
  return (
    <p className="dial-in-banner" role="status">
      {t('header.dialInActive')}
    </p>
  );
}
