import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../renderer/page-context';
import { originalUrl } from '../../renderer/original-url';
import { useRoute } from '../../renderer/use-route';

/** The title and text keys of a status: 404 and 503 (temporary) have their own wording. */
function textKeys(status: number): { title: string; text: string } {
  if (status === 404) return { title: 'error.notFoundTitle', text: 'error.notFoundText' };
  if (status === 503) return { title: 'error.unavailableTitle', text: 'error.unavailableText' };
  return { title: 'error.genericTitle', text: 'error.genericText' };
}

/**
 * SPEC §2 error page: status code, heading and text; 404 has its own wording, every other code
 * shares one, except 503: the backend could not give the page in time, so it offers to try the
 * same address again. An unknown page says it could not be found. The go-home button keeps the
 * basic query parameters (affiliate code and tags).
 */
export default function ErrorPage() {
  const { t } = useTranslation();
  const pageContext = usePageContext();
  const route = useRoute();
  const status = pageContext.is404 ? 404 : (pageContext.abortStatusCode ?? 500);
  const notFound = status === 404;
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null;
  const keys = textKeys(status);
  const here = originalUrl(pageContext);
  return (
    <section className="error-page">
      <p className="error-page__status">{t('error.status', { status })}</p>
      <h1>{t(keys.title)}</h1>
      <p>{reason && !notFound ? reason : t(keys.text)}</p>
      {status === 503 && (
        <a className="button" href={`${here.pathname}${here.search}`}>
          {t('error.retry')}
        </a>
      )}
      <a className="button" href={route.to('/')}>
        {t('error.goHome')}
      </a>
    </section>
  );
}
