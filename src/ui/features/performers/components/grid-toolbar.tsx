import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { navigate } from 'vike/client/router';
import type { AutocompletePerformers } from '../../../../core/performers/autocomplete-performers.use-case';
import type { CountPerformers } from '../../../../core/performers/count-performers.use-case';
import { TOKENS } from '../../../../composition/tokens';
import type { Clock } from '../../../../ports/clock.port';
import type { Storages } from '../../../../ports/storage.port';
import { useViewModel } from '../../../app/container-context';
import { FilterChips } from './filter-chips';
import { FiltersButton } from './filters-button';
import { SearchBox } from './search-box';
import { useRoute } from '../../../renderer/use-route';
import { FiltersViewModel } from '../view-models/filters.view-model';
import type { GridViewModel } from '../view-models/grid.view-model';
import { SearchViewModel } from '../view-models/search.view-model';
import '../../../styles/filters.css';

// The drawer and its sections load when the visitor first opens it.
const FiltersDrawer = lazy(() => import('./filters-drawer'));

/** Above a grid: the search box, the filters button with the chosen filters, and the drawer. */
export const GridToolbar = observer(function GridToolbar({ grid }: { grid: GridViewModel }) {
  const route = useRoute();
  const filters = useViewModel(
    (container) =>
      new FiltersViewModel({
        storage: container.get<Storages>(TOKENS.Storages).local,
        onApply: (query) => void grid.applyFilters(query),
        countPerformers: () => container.getAsync<CountPerformers>(TOKENS.CountPerformers),
        baseFilters: grid.baseFilters,
      }),
  );
  const search = useViewModel(
    (container) =>
      new SearchViewModel({
        autocomplete: () => container.getAsync<AutocompletePerformers>(TOKENS.AutocompletePerformers),
        locale: route.locale,
        timers: container.get<Clock>(TOKENS.Clock),
      }),
  );
  // The stored selection is applied after hydration: the server rendered the grid without it.
  useEffect(() => void filters.restore(), [filters]);
  useEffect(() => reaction(() => search.query, grid.setSearchPrefix), [search, grid]);
  useEffect(() => () => search.dispose(), [search]);
  return (
    <div className="grid-toolbar">
      <SearchBox vm={search} navigate={(url) => void navigate(url)} />
      <FiltersButton vm={filters} />
      <FilterChips vm={filters} />
      {filters.isOpen && (
        <Suspense fallback={null}>
          <FiltersDrawer vm={filters} />
        </Suspense>
      )}
    </div>
  );
});
