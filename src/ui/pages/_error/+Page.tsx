import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from '../../../core/model/locale';
import { buildQuery, keptQuery, parseQuery } from '../../../core/rules/query';
import { usePageContext } from '../../renderer/page-context';
import { localizedPath } from '../../../core/rules/locale';

/**
 * SPEC §2 error page: status code, heading and text; 404 has its own wording, every other code
 * shares one. The go-home button keeps the basic query parameters (affiliate code and tags).
 */
export default function ErrorPage() {
  const { t } = useTranslation();
  const pageContext = usePageContext();
  const status = pageContext.is404 ? 404 : (pageContext.abortStatusCode ?? 500);
  const notFound = status === 404;
  const query = buildQuery(keptQuery(parseQuery(pageContext.urlParsed.searchOriginal ?? '')));
  const home = localizedPath('/', pageContext.locale ?? DEFAULT_LOCALE) + query;
  return (
    <section className="error-page">
      <p>{t('error.status', { status })}</p>
      <h1>{t(notFound ? 'error.notFoundTitle' : 'error.genericTitle')}</h1>
      <p>{t(notFound ? 'error.notFoundText' : 'error.genericText')}</p>
      <a className="button" href={home}>
        {t('error.goHome')}
      </a>
    </section>
  );
}
