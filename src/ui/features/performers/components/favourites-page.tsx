import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reload } from 'vike/client/router';
import { useShell } from '../../../app/shell-context';
import { HydrationBoundary } from '../../../components/common/hydration-boundary';
import { usePageContext } from '../../../renderer/page-context';
import { pageData } from '../../../renderer/page-data';
import { ModelsNav } from '../../shell';
import type { GridData } from '../grid-data';
import { GridPage } from './grid-page';

/**
 * Favourites the server could not list: it did not know the member. A session that is gone asks
 * to log in; a member the backend could not describe (pending) gets a retry; once the tab knows the
 * member (restored, or logged in here) the page asks the server again, now with their list.
 */
const FavouritesUnknown = observer(function FavouritesUnknown({ heading }: { heading: string }) {
  const { t } = useTranslation();
  const shell = useShell();
  const known = shell.loggedIn;
  const [asked, setAsked] = useState<'not yet' | 'asking' | 'answered'>('not yet');
  const askAgain = useCallback(() => {
    setAsked('asking');
    // Still unknown after the answer: this part stays, with its retry.
    void reload().finally(() => setAsked('answered'));
  }, []);
  useEffect(() => {
    if (known && asked === 'not yet') askAgain();
  }, [known, asked, askAgain]);
  let body;
  if (asked === 'asking') body = <p role="status">{t('common.loading')}</p>;
  else if (known || shell.pendingMember)
    body = (
      <>
        <p role="alert">{t('favourites.unavailable')}</p>
        <button type="button" className="button" onClick={askAgain}>
          {t('grid.retry')}
        </button>
      </>
    );
  else
    body = (
      <p>
        {t('favourites.loginFirst')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => shell.modals.show('login', { reason: 'favourites' })}
        >
          {t('header.login')}
        </button>
      </p>
    );
  return (
    <section className="grid-section" aria-labelledby="grid-heading">
      <h1 id="grid-heading" className="grid-section__heading">
        {heading}
      </h1>
      {body}
    </section>
  );
});

/** The favourites grid, or what stands in for it while the member is not known. */
export function FavouritesPage() {
  const data = pageData<GridData>(usePageContext());
  if (!data.needsLogin) return <GridPage />;
  return (
    <>
      <HydrationBoundary>
        <ModelsNav />
      </HydrationBoundary>
      <HydrationBoundary>
        <FavouritesUnknown heading={data.meta.heading} />
      </HydrationBoundary>
    </>
  );
}
