import type { ReactNode } from 'react';
import type { Locale } from '../../../core/model/locale';
import type { WhiteLabelConfig } from '../../../config/white-label';
import { SiteFooter } from './site-footer';
import { SiteHeader, type HeaderMember } from './site-header';
import '../../styles/site.css';

interface DefaultLayoutProps {
  locale: Locale;
  path: string;
  whiteLabel: { name: string; footerLinks: Omit<WhiteLabelConfig['footerLinks'], 'social'> };
  member: HeaderMember | null;
  year: number;
  children: ReactNode;
}

/** The default layout of SPEC §2: header, main content and footer. */
export function DefaultLayout({ locale, path, whiteLabel, member, year, children }: DefaultLayoutProps) {
  return (
    <>
      <SiteHeader locale={locale} siteName={whiteLabel.name} path={path} member={member} />
      <main id="main">{children}</main>
      <SiteFooter locale={locale} siteName={whiteLabel.name} year={year} links={whiteLabel.footerLinks} />
    </>
  );
}
