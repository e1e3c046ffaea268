import { DEFAULT_LOCALE } from '../../../core/model/locale';
import type { ListPerformers } from '../../../core/use-cases/list-performers.use-case';
import { TOKENS } from '../../../composition/tokens';
import { useViewModel } from '../../app/container-context';
import { PerformerGrid } from '../../components/performers/performer-grid';
import { usePageContext } from '../../renderer/page-context';
import { HomeViewModel, type HomeState } from '../../view-models/home.view-model';

/** Home: the performer grid, seeded with what the server rendered so hydration matches. */
export default function HomePage() {
  const pageContext = usePageContext();
  const vm = useViewModel((container) => {
    const viewModel = new HomeViewModel(
      () => container.getAsync<ListPerformers>(TOKENS.ListPerformers),
      pageContext.locale ?? DEFAULT_LOCALE,
    );
    viewModel.seed(pageContext.data as HomeState);
    return viewModel;
  });
  return <PerformerGrid vm={vm} />;
}
