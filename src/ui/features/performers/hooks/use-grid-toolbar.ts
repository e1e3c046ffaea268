import { reaction } from 'mobx';
import { useApp } from '../../../app/app-context';
import { useViewModel } from '../../../app/use-view-model';
import { useRoute } from '../../../renderer/use-route';
import { FiltersViewModel } from '../view-models/filters.view-model';
import type { GridViewModel } from '../view-models/grid.view-model';
import { SearchViewModel } from '../view-models/search.view-model';

/**
 * The toolbar's filters for a grid. Server-rendered, so it gets the performers feature's loader
 * (the count loads when the drawer first counts); the stored selection is applied after
 * hydration, since the server rendered the grid without it.
 */
export function useFilters(grid: GridViewModel): FiltersViewModel {
  const app = useApp();
  return useViewModel(
    () =>
      new FiltersViewModel({
        storage: app.storages.local,
        onApply: (query) => void grid.applyFilters(query),
        performers: app.features.performers,
        baseFilters: grid.baseFilters,
      }),
    (filters) => void filters.restore(),
  );
}

/** The toolbar's search box, whose query filters the grid's cards as it changes. */
export function useSearch(grid: GridViewModel): SearchViewModel {
  const app = useApp();
  const { locale } = useRoute();
  return useViewModel(
    () => new SearchViewModel({ performers: app.features.performers, locale, timers: app.clock }),
    (search) => {
      const stop = reaction(() => search.query, grid.setSearchPrefix);
      return () => {
        stop();
        search.dispose();
      };
    },
  );
}
