import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/model/locale';
import { localizedPath } from '../../../core/rules/locale';
import { LanguageLinks } from './language-links';

export interface HeaderMember {
  username: string;
  credits: string;
}

interface SiteHeaderProps {
  locale: Locale;
  siteName: string;
  /** The current path without locale prefix, so the language links keep the visitor's page. */
  path: string;
  member: HeaderMember | null;
}

/** Header of SPEC §2 (simple for now): logo, main navigation, member greeting, language links. */
export function SiteHeader({ locale, siteName, path, member }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <a className="site-header__logo" href={localizedPath('/', locale)}>
        {siteName}
      </a>
      <nav aria-label={t('header.mainNavigation')} className="site-header__nav">
        <a href={localizedPath('/', locale)} aria-current={path === '/' ? 'page' : undefined}>
          {t('nav.home')}
        </a>
      </nav>
      {member && (
        <p className="site-header__member">
          {t('header.greeting', { name: member.username })}{' '}
          <span className="site-header__credits">{t('header.credits', { credits: member.credits })}</span>
        </p>
      )}
      <LanguageLinks locale={locale} path={path} />
    </header>
  );
}
