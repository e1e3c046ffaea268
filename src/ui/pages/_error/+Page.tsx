import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../renderer/page-context';
import { useRoute } from '../../renderer/use-route';

/**
 * SPEC §2 error page: status code, heading and text; 404 has its own wording, every other code
 * shares one. An unknown page says it could not be found. The go-home button keeps the basic
 * query parameters (affiliate code and tags).
 */
export default function ErrorPage() {
  const { t } = useTranslation();
  const pageContext = usePageContext();
  const route = useRoute();
  const status = pageContext.is404 ? 404 : (pageContext.abortStatusCode ?? 500);
  const notFound = status === 404;
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null;
  return (
    <section className="error-page">
      <p className="error-page__status">{t('error.status', { status })}</p>
      <h1>{t(notFound ? 'error.notFoundTitle' : 'error.genericTitle')}</h1>
      <p>{reason && !notFound ? reason : t(notFound ? 'error.notFoundText' : 'error.genericText')}</p>
      <a className="button" href={route.to('/')}>
        {t('error.goHome')}
      </a>
    </section>
  );
}
