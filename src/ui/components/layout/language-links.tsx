import { useTranslation } from 'react-i18next';
import { ROUTE_LOCALES, type Locale } from '../../../core/model/locale';
import { localizedPath } from '../../../core/rules/locale';

/** Links to the same page in each routed language; the current one is marked. */
export function LanguageLinks({ locale, path }: { locale: Locale; path: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('header.language')} className="language-links">
      <ul>
        {ROUTE_LOCALES.map((code) => (
          <li key={code}>
            <a
              href={code === 'nl' ? `/nl${path === '/' ? '' : path}` : localizedPath(path, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
            >
              {t(`language.${code}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
