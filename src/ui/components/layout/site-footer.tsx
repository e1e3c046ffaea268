import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/model/locale';
import { localizedPath } from '../../../core/rules/locale';

const PARENTAL_FILTERS = { first: 'NetNanny', second: 'CyberPatrol' } as const;

interface SiteFooterProps {
  locale: Locale;
  siteName: string;
  year: number;
  links: { affiliate: string; company: string; earnMoney: string };
}

/** Footer of SPEC §2: legal, company, affiliate and performer sign-up links; trademark; disclaimer. */
export function SiteFooter({ locale, siteName, year, links }: SiteFooterProps) {
  const { t } = useTranslation();
  const items = [
    { href: localizedPath('/terms-conditions', locale), label: t('footer.terms') },
    { href: localizedPath('/privacy', locale), label: t('footer.privacy') },
    { href: localizedPath('/cookies', locale), label: t('footer.cookies') },
    { href: links.company, label: t('footer.company') },
    { href: links.affiliate, label: t('footer.affiliate') },
    { href: links.earnMoney, label: t('footer.becomeModel') },
  ];
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.navigation')}>
        <ul className="site-footer__links">
          {items.map((item) => (
            <li key={item.label}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('footer.trademark', { name: siteName, year })}</p>
      <p className="site-footer__disclaimer">{t('footer.disclaimer', PARENTAL_FILTERS)}</p>
    </footer>
  );
}
