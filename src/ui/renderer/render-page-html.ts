import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ErrorFallback } from '../components/common/page-error-boundary';

/**
 * Renders a page; when the page that fails is the error page itself, the English fallback of
 * SPEC §2 is rendered instead (with the real status, which vike has already chosen). Any other
 * page's failure goes on to vike, which then renders the error page.
 */
export function renderPageHtml(page: { isErrorPage: boolean; home: string }, render: () => string): string {
  try {
    return render();
  } catch (error) {
    if (!page.isErrorPage) throw error;
    console.error('The error page failed to render', error);
    const details = error instanceof Error ? error.message : String(error);
    return renderToString(createElement(ErrorFallback, { home: page.home, details }));
  }
}
