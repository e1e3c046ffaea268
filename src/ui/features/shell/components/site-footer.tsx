import { useTranslation } from 'react-i18next';
import { useRoute } from '../../../renderer/use-route';
import { useSite } from '../../../renderer/use-site';
import { attributed } from '../../../../core/account/attribution';
import { withQuery } from '../../../../core/common/query';

const PARENTAL_FILTERS = { first: 'NetNanny', second: 'CyberPatrol' } as const;

/**
 * SPEC §2 footer: terms, privacy, cookies, and the partner's company, affiliate and performer
 * sign-up links where the white label configures them; the trademark line with name and year; the
 * parental-control disclaimer; the page's SEO text.
 */
export function SiteFooter({ seoText, className }: { seoText?: string; className?: string }) {
  const { t } = useTranslation();
  const route = useRoute();
  const site = useSite();
  const signUp = site.footerLinks.earnMoney;
  const items = [
    { href: route.to('/terms-conditions'), label: t('footer.terms') },
    { href: route.to('/privacy'), label: t('footer.privacy') },
    { href: route.to('/cookies'), label: t('footer.cookies') },
    { href: site.footerLinks.company, label: t('footer.company') },
    { href: site.footerLinks.affiliate, label: t('footer.affiliate') },
    {
      // The performer sign-up carries the affiliate code (the partner's own when no affiliate
      // brought the visitor) and the referral tags (SPEC §1).
      href: signUp && withQuery(signUp, attributed(route.kept, site.affiliateCode)),
      label: t('footer.becomeModel'),
    },
  ].filter((item) => item.href !== '');
  return (
    <footer className={`site-footer${className ? ` ${className}` : ''}`}>
      {seoText && (
        <section className="site-footer__seo" aria-label={t('footer.about')}>
          <p>{seoText}</p>
        </section>
      )}
      <nav aria-label={t('footer.navigation')}>
        <ul className="site-footer__links">
          {items.map((item) => (
            <li key={item.label}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('footer.trademark', { name: site.name, year: site.year })}</p>
      <p className="site-footer__disclaimer">{t('footer.disclaimer', PARENTAL_FILTERS)}</p>
    </footer>
  );
}
