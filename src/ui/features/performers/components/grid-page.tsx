import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { GuestBanner } from './guest-banner';
import { ModelsNav } from '../../shell';
import { PerformerGrid } from './performer-grid';
import { usePageContext } from '../../../renderer/page-context';
import { useRoute } from '../../../renderer/use-route';
import { useGrid } from '../hooks/use-grid';
import type { GridData } from '../grid-data';
import { GridToolbar } from './grid-toolbar';
import { HydrateLater } from '../../../components/common/hydrate-later';

/** A grid page (home, sub-lists, favourites, categories): heading, sub-navigation and the grid. */
export const GridPage = observer(function GridPage() {
  const { t } = useTranslation();
  const shell = useShell();
  const route = useRoute();
  const data = usePageContext().data as GridData;
  const vm = useGrid(data);
  const nextHref = `${route.to(route.path)}${route.kept.length ? '&' : '?'}page=${vm.nextPage}`;
  return (
    <>
      <HydrateLater>
        <ModelsNav />
      </HydrateLater>
      <section className="grid-section" aria-labelledby="grid-heading">
        <h1 id="grid-heading" className="grid-section__heading">
          {data.meta.heading}
        </h1>
        {route.path === '/' && <GuestBanner />}
        {data.needsLogin && !shell.loggedIn ? (
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
        ) : (
          <>
            <HydrateLater>
              <GridToolbar grid={vm} />
            </HydrateLater>
            <PerformerGrid vm={vm} nextHref={nextHref} />
          </>
        )}
      </section>
    </>
  );
});
