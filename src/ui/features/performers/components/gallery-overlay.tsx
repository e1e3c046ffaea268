import { observer } from 'mobx-react-lite';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryItem, GalleryViewModel } from '../view-models/gallery.view-model';
import { useModalDialog } from '../../../components/common/use-modal-dialog';
import '../../../styles/gallery.css';

export interface GalleryOverlayProps {
  vm: GalleryViewModel;
}

/** Previous and next arrows and the 'n / total' counter; an arrow at the end of the row does nothing. */
const GalleryPager = observer(function GalleryPager({ vm }: GalleryOverlayProps) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="gallery__arrow gallery__arrow--previous"
        aria-label={t('gallery.previous')}
        aria-disabled={!vm.hasPrevious}
        onClick={vm.previous}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="gallery__arrow gallery__arrow--next"
        aria-label={t('gallery.next')}
        aria-disabled={!vm.hasNext}
        onClick={vm.next}
      >
        <span aria-hidden="true">›</span>
      </button>
      <p className="gallery__counter" aria-live="polite">
        {t('gallery.counter', { page: vm.page, total: vm.itemCount })}
      </p>
    </>
  );
});

/** The open overlay, a native modal dialog (useModalDialog) with focus first on its close button. */
const GalleryDialog = observer(function GalleryDialog({
  vm,
  item,
}: GalleryOverlayProps & { item: GalleryItem }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalDialog(dialog, { onClose: vm.hide, initialFocus: closeButton });

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const action = { ArrowRight: vm.next, ArrowLeft: vm.previous }[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  return (
    <dialog ref={dialog} className="gallery" aria-label={t('gallery.label')} onKeyDown={handleKeyDown}>
      <figure className="gallery__figure">
        <img className="gallery__image" src={item.source} alt={item.title} />
        <figcaption className="gallery__title" aria-hidden="true">
          {item.title}
        </figcaption>
      </figure>
      {vm.showsPagination && <GalleryPager vm={vm} />}
      <button
        ref={closeButton}
        type="button"
        className="gallery__close"
        aria-label={t('gallery.close')}
        onClick={vm.hide}
      >
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
});

/**
 * The gallery overlay of SPEC §2: the picture full screen with its title, previous and next arrows
 * and the 'n / total' counter only with pagination on and more than one picture, and a close
 * button. Escape closes, the arrow keys page. Default export, so it can load with React.lazy.
 */
const GalleryOverlay = observer(function GalleryOverlay({ vm }: GalleryOverlayProps) {
  const item = vm.currentItem;
  if (!item) return null;
  return <GalleryDialog vm={vm} item={item} />;
});

export default GalleryOverlay;
