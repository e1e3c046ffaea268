import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveUpdates } from '../../../../core/shell/live-updates.use-case';
import type { ListPerformers } from '../../../../core/performers/list-performers.use-case';
import { TOKENS } from '../../../../composition/tokens';
import { useContainer, useViewModel } from '../../../app/container-context';
import { useShell } from '../../../app/shell-context';
import { GuestBanner } from './guest-banner';
import { ModelsNav } from '../../shell';
import { PerformerGrid } from './performer-grid';
import { usePageContext } from '../../../renderer/page-context';
import { useRoute } from '../../../renderer/use-route';
import { GridViewModel } from '../view-models/grid.view-model';
import type { GridData } from '../grid-data';
import { GridToolbar } from './grid-toolbar';

/** Keeps the cards' online styles live: the realtime status events restyle them where they are. */
function useLiveStatuses(vm: GridViewModel) {
  const container = useContainer();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void container.getAsync<LiveUpdates>(TOKENS.LiveUpdates).then((live) => {
      if (!gone) stop = live.onPerformerStatus(vm.applyStatus);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [container, vm]);
}

/** A grid page (home, sub-lists, favourites, categories): heading, sub-navigation and the grid. */
export const GridPage = observer(function GridPage() {
  const { t } = useTranslation();
  const shell = useShell();
  const route = useRoute();
  const data = usePageContext().data as GridData;
  const vm = useViewModel((container) => {
    const grid = new GridViewModel(
      () => container.getAsync<ListPerformers>(TOKENS.ListPerformers),
      route.locale,
      data.filters,
    );
    grid.seed(data.state);
    return grid;
  });
  useLiveStatuses(vm);
  const nextHref = `${route.to(route.path)}${route.kept.length ? '&' : '?'}page=${vm.nextPage}`;
  return (
    <>
      <ModelsNav />
      <section className="grid-section" aria-labelledby="grid-heading">
        <h1 id="grid-heading" className="grid-section__heading">
          {data.meta.heading}
        </h1>
        {route.path === '/' && <GuestBanner />}
        {data.needsLogin && !shell.loggedIn ? (
          <p>
            {t('grids.favourites.loginFirst')}{' '}
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
            <GridToolbar grid={vm} />
            <PerformerGrid vm={vm} label={t('grid.count', { count: vm.total })} nextHref={nextHref} />
          </>
        )}
      </section>
    </>
  );
});
