import { DEFAULT_LOCALE } from '../../../core/model/locale';
import { keptQuery, parseQuery } from '../../../core/rules/query';
import { useViewModel } from '../../app/container-context';
import { PerformerPageView } from '../../components/profile/performer-page-view';
import { usePageContext } from '../../renderer/page-context';
import { GalleryViewModel } from '../../view-models/gallery.view-model';
import { PerformerPageViewModel, type PerformerPageState } from '../../view-models/performer-page.view-model';

/** The performer page, seeded with what the server rendered so hydration matches. */
export default function ProfilePage() {
  const pageContext = usePageContext();
  const vm = useViewModel(() => {
    const query = keptQuery(parseQuery(pageContext.urlParsed.searchOriginal ?? ''));
    const viewModel = new PerformerPageViewModel(pageContext.locale ?? DEFAULT_LOCALE, query);
    viewModel.seed(pageContext.data as PerformerPageState);
    return viewModel;
  });
  const gallery = useViewModel(() => new GalleryViewModel());
  // The favourite toggle goes into `actions` once favourites exist.
  return <PerformerPageView vm={vm} gallery={gallery} actions={null} />;
}
