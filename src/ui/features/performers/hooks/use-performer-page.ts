import { reaction } from 'mobx';
import { DEFAULT_LOCALE } from '../../../../core/common/locale.model';
import { keptQuery, parseQuery } from '../../../../core/common/query';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { usePageContext } from '../../../renderer/page-context';
import type { ShellViewModel } from '../../shell';
import { GalleryViewModel } from '../view-models/gallery.view-model';
import { PerformerPageViewModel, type PerformerPageState } from '../view-models/performer-page.view-model';
import { pageData } from '../../../renderer/page-data';

/**
 * Ties the page to the frame: the streambox layout follows the tab and whether she can chat, and
 * the gallery is one of the global modals (close-all closes it too).
 */
function tieToFrame(shell: ShellViewModel, vm: PerformerPageViewModel, gallery: GalleryViewModel) {
  const stops = [
    reaction(
      () => [vm.activeTab, vm.canChat] as const,
      ([tab, canChat]) => shell.setStreambox(tab, canChat),
      { fireImmediately: true },
    ),
    reaction(
      () => gallery.display,
      (shown) => (shown ? shell.modals.show('gallery') : shell.modals.close('gallery')),
    ),
    reaction(
      () => shell.modals.isOpen('gallery'),
      (open) => !open && gallery.display && gallery.hide(),
    ),
  ];
  return () => {
    stops.forEach((stop) => stop());
    shell.setStreambox(null, false);
  };
}

/** The performer page's view models, seeded with what the server rendered so hydration matches. */
export function usePerformerPage(): { vm: PerformerPageViewModel; gallery: GalleryViewModel } {
  const pageContext = usePageContext();
  const shell = useShell();
  const gallery = useViewModel(() => new GalleryViewModel());
  const vm = useViewModel(
    () => {
      const query = keptQuery(parseQuery(pageContext.urlParsed.searchOriginal ?? ''));
      const page = new PerformerPageViewModel(pageContext.locale ?? DEFAULT_LOCALE, query);
      page.seed(pageData<PerformerPageState>(pageContext));
      return page;
    },
    (page) => tieToFrame(shell, page, gallery),
  );
  return { vm, gallery };
}
