import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { useSite } from '../../../renderer/use-site';

/**
 * SPEC §2, §6: legacy members (flag from the token) keep their wallet in view on larger screens:
 * the balance and a way to the wallet service's own page. Nobody else sees it.
 */
export const LegacyWallet = observer(function LegacyWallet() {
  const { t } = useTranslation();
  const shell = useShell();
  const { walletUrl } = useSite();
  if (!shell.member?.isLegacy || shell.viewport.isMobile) return null;
  return (
    <aside className="legacy-wallet" aria-label={t('header.legacyWallet')}>
      <span>{t('header.legacyWalletBalance', { credits: shell.credits })}</span>
      {walletUrl && (
        <a href={walletUrl} target="_blank" rel="noopener noreferrer">
          {t('header.legacyWalletOpen')} <span className="visually-hidden">{t('header.newTab')}</span>
        </a>
      )}
    </aside>
  );
});
