import { observer } from 'mobx-react-lite';
import { GuestBanner } from './guest-banner';
import { ModelsNav } from '../../shell';
import { PerformerGrid } from './performer-grid';
import { usePageContext } from '../../../renderer/page-context';
import { useRoute } from '../../../renderer/use-route';
import { useGrid } from '../hooks/use-grid';
import type { GridData } from '../grid-data';
import { GridToolbar } from './grid-toolbar';
import { HydrationBoundary } from '../../../components/common/hydration-boundary';
import { BackToTopSlot } from '../../../components/common/back-to-top-slot';
import { pageData } from '../../../renderer/page-data';
import { withQuery } from '../../../../core/common/query';

/**
 * A grid page's section: heading, the home's guest banner, the toolbar and the grid, with the
 * grid's view model (sixty cards' state), which it makes.
 */
const GridSection = observer(function GridSection() {
  const route = useRoute();
  const data = pageData<GridData>(usePageContext());
  const vm = useGrid(data);
  const nextHref = withQuery(route.to(route.path), [['page', String(vm.nextPage)]]);
  return (
    <section className="grid-section" aria-labelledby="grid-heading">
      <h1 id="grid-heading" className="grid-section__heading">
        {data.meta.heading}
      </h1>
      {route.path === '/' && <GuestBanner />}
      <HydrationBoundary>
        <GridToolbar grid={vm} />
      </HydrationBoundary>
      <PerformerGrid vm={vm} nextHref={nextHref} />
    </section>
  );
});

/**
 * A grid page (home, sub-lists, favourites, categories): the sub-navigation, the grid's section
 * and 'back to top'. The section is a Suspense boundary of its own, which React hydrates after the
 * frame.
 */
export function GridPage() {
  return (
    <>
      <HydrationBoundary>
        <ModelsNav />
      </HydrationBoundary>
      <HydrationBoundary>
        <GridSection />
      </HydrationBoundary>
      <BackToTopSlot />
    </>
  );
}
