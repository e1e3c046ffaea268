import { reaction } from 'mobx';
import { useEffect } from 'react';
import { DEFAULT_LOCALE } from '../../../core/common/locale.model';
import { keptQuery, parseQuery } from '../../../core/common/query';
import { useViewModel } from '../../app/container-context';
import { useShell } from '../../app/shell-context';
import { FavouriteButton } from '../../features/performers/components/favourite-button';
import { ChatEntry } from '../../features/performers/components/chat-entry';
import { PerformerPageView } from '../../features/performers/components/performer-page-view';
import { usePageContext } from '../../renderer/page-context';
import { GalleryViewModel } from '../../features/performers/view-models/gallery.view-model';
import {
  PerformerPageViewModel,
  type PerformerPageState,
} from '../../features/performers/view-models/performer-page.view-model';
import type { ShellViewModel } from '../../features/shell/view-models/shell.view-model';

/**
 * Ties the page to the frame: the streambox layout follows the tab and whether she can chat, and
 * the gallery is one of the global modals (close-all closes it too).
 */
function useFrame(shell: ShellViewModel, vm: PerformerPageViewModel, gallery: GalleryViewModel) {
  useEffect(() => {
    const stops = [
      reaction(
        () => [vm.activeTab, vm.canChat] as const,
        ([tab, canChat]) => shell.setStreambox(tab, canChat),
        {
          fireImmediately: true,
        },
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
  }, [shell, vm, gallery]);
}

/** The performer page, seeded with what the server rendered so hydration matches. */
export default function ProfilePage() {
  const pageContext = usePageContext();
  const shell = useShell();
  const vm = useViewModel(() => {
    const query = keptQuery(parseQuery(pageContext.urlParsed.searchOriginal ?? ''));
    const viewModel = new PerformerPageViewModel(pageContext.locale ?? DEFAULT_LOCALE, query);
    viewModel.seed(pageContext.data as PerformerPageState);
    return viewModel;
  });
  const gallery = useViewModel(() => new GalleryViewModel());
  useFrame(shell, vm, gallery);
  const performer = vm.performer;
  const actions = performer ? (
    <FavouriteButton performerId={performer.id} username={performer.username} />
  ) : null;
  return <PerformerPageView vm={vm} gallery={gallery} actions={actions} chatEntry={<ChatEntry vm={vm} />} />;
}
