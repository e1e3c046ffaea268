import { lazyPart, LoadedPart } from '../../../components/common/lazy-part';
import { observer } from 'mobx-react-lite';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GalleryViewModel, loadGalleryOverlay } from '../../performers';

const GalleryOverlay = lazyPart(loadGalleryOverlay);

/** Opens a conversation's picture in the gallery overlay; absent where there is no overlay (pop-ups). */
const OpenPicture = createContext<((source: string) => void) | null>(null);

/**
 * The messenger's pictures open full screen in the gallery overlay (SPEC §2), one after the other
 * through the conversation's pictures given by `pictures`.
 */
export const LanePictures = observer(function LanePictures(props: {
  pictures: () => string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [gallery] = useState(() => new GalleryViewModel());
  const open = (source: string) => {
    const sources = props.pictures();
    const items = sources.map((url, index) => ({
      source: url,
      title: t('messenger.picture.sent') + ` ${index + 1}`,
    }));
    gallery.show(items, Math.max(1, sources.indexOf(source) + 1));
  };
  return (
    <OpenPicture.Provider value={open}>
      {props.children}
      {gallery.display && (
        <LoadedPart name="gallery">
          <GalleryOverlay vm={gallery} />
        </LoadedPart>
      )}
    </OpenPicture.Provider>
  );
});

/** A picture in the lane: a button that opens it large where the gallery is, else the picture alone. */
export function LanePicture({ source }: { source: string }) {
  const { t } = useTranslation();
  const open = useContext(OpenPicture);
  const image = <img className="lane__picture" src={source} alt={t('messenger.picture.sent')} />;
  if (!open) return image;
  return (
    <button
      type="button"
      className="lane__picture-button"
      aria-label={t('messenger.picture.open')}
      onClick={() => open(source)}
    >
      {image}
    </button>
  );
}
