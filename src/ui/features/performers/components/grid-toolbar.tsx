import { lazyPart, LoadedPart } from '../../../components/common/lazy-part';
import { observer } from 'mobx-react-lite';
import { useOnceTrue } from '../../../app/use-once-true';
import { navigate } from 'vike/client/router';
import { FilterChips } from './filter-chips';
import { FiltersButton } from './filters-button';
import { SearchBox } from './search-box';
import { useFilters, useSearch } from '../hooks/use-grid-toolbar';
import type { GridViewModel } from '../view-models/grid.view-model';
import '../../../styles/filters.css';

// The drawer and its sections load when the visitor first opens it; closed, it renders nothing.
const FiltersDrawer = lazyPart(() => import('./filters-drawer'));

/** Above a grid: the search box, the filters button with the chosen filters, and the drawer. */
export const GridToolbar = observer(function GridToolbar({ grid }: { grid: GridViewModel }) {
  const filters = useFilters(grid);
  const search = useSearch(grid);
  // Once opened, the drawer stays mounted: closed, it slides out before it renders nothing.
  const drawerLoaded = useOnceTrue(filters.isOpen);
  return (
    <div className="grid-toolbar">
      <SearchBox vm={search} navigate={(url) => void navigate(url)} />
      <FiltersButton vm={filters} />
      <FilterChips vm={filters} />
      {drawerLoaded && (
        <LoadedPart name="filters drawer">
          <FiltersDrawer vm={filters} />
        </LoadedPart>
      )}
    </div>
  );
});
