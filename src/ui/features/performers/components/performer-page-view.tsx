import { lazyPart, LoadedPart } from '../../../components/common/lazy-part';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryItem, GalleryViewModel } from '../view-models/gallery.view-model';
import type { PerformerPageViewModel, PerformerTab } from '../view-models/performer-page.view-model';
import { ChatPanel } from './chat-panel';
import { PerformerBar } from './performer-bar';
import { panelId, tabId } from './performer-tabs';
import { PhotoThumbnails } from './photo-thumbnails';
import { ProfileFacts } from './profile-facts';
import { HydrationBoundary } from '../../../components/common/hydration-boundary';
import '../../../styles/profile.css';

// The gallery's code loads when a visitor first opens a picture, not with the page.
const GalleryOverlay = lazyPart(() => import('./gallery-overlay'));

export interface PerformerPageViewProps {
  vm: PerformerPageViewModel;
  gallery: GalleryViewModel;
  /** SLOT for the header's actions (the favourite toggle goes here), next to the performer's name. */
  actions?: ReactNode;
  /** SLOT for the chat tab's way to her, in place of the private-message link. */
  chatEntry?: ReactNode;
  /** SLOT for her live chat room in the chat tab. */
  chatRoom?: ReactNode;
}

/** Every picture of the page as gallery items; profile photos are titled by name and number. */
function useGalleryItems(vm: PerformerPageViewModel): GalleryItem[] {
  const { t } = useTranslation();
  return vm.photoGroups.flatMap((group) =>
    group.photos.map((photo) => ({
      source: photo.source,
      title: photo.title ?? t('profile.photos.photoTitle', { name: vm.capName, number: photo.number }),
    })),
  );
}

const ProfilePanel = observer(function ProfilePanel({ vm, gallery }: PerformerPageViewProps) {
  const items = useGalleryItems(vm);
  return (
    <>
      {/* A part must render one element: without photos, PhotoThumbnails renders none. */}
      {vm.photoGroups.length > 0 && (
        <HydrationBoundary>
          <PhotoThumbnails
            groups={vm.photoGroups}
            titleOf={(page) => items[page - 1]?.title ?? ''}
            onOpen={(page) => gallery.show(items, page)}
          />
        </HydrationBoundary>
      )}
      <ProfileFacts sections={vm.sections} locale={vm.locale} texts={vm.factTexts} />
    </>
  );
});

/** One tab's panel; the inactive one stays in the page (hidden), so the server renders both. */
function TabPanel({ tab, active, children }: { tab: PerformerTab; active: boolean; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={panelId(tab)}
      aria-labelledby={tabId(tab)}
      className="performer-page__panel"
      hidden={!active}
      tabIndex={0}
    >
      {children}
    </div>
  );
}

/**
 * The performer page (SPEC §2): the bar with name, status, actions and tabs; the chat and
 * profile panels; the gallery overlay while it is open.
 */
export const PerformerPageView = observer(function PerformerPageView(props: PerformerPageViewProps) {
  const { vm, gallery, actions, chatEntry, chatRoom } = props;
  return (
    <article className={`performer-page${vm.canChat ? ' performer-page--can-chat' : ''}`}>
      <HydrationBoundary>
        <PerformerBar vm={vm} actions={actions} />
      </HydrationBoundary>
      {/* The bar, the chat panel, the photos and each section of facts hydrate in a task of their own. */}
      <HydrationBoundary>
        <TabPanel tab="chat" active={vm.activeTab === 'chat'}>
          <ChatPanel vm={vm} entry={chatEntry} room={chatRoom} />
        </TabPanel>
      </HydrationBoundary>
      <TabPanel tab="profile" active={vm.activeTab === 'profile'}>
        <ProfilePanel vm={vm} gallery={gallery} />
      </TabPanel>
      {gallery.display && (
        <LoadedPart name="gallery">
          <GalleryOverlay vm={gallery} />
        </LoadedPart>
      )}
    </article>
  );
});
