import { observer } from 'mobx-react-lite';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryViewModel } from '../view-models/gallery.view-model';
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

/**
 * The gallery overlay of SPEC §2: the picture full screen with its title, previous and next arrows
 * and the 'n / total' counter only with pagination on and more than one picture, and a close
 * button. Escape closes, the arrow keys page. Default export, so it can load with React.lazy.
 */
const GalleryOverlay = observer(function GalleryOverlay({ vm }: GalleryOverlayProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Scroll lock, focus on the close button and back to the opener, Tab kept inside, Escape closes.
  useModalDialog(dialog, vm.display, vm.hide, closeButton);
  const item = vm.currentItem;
  if (!item) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const action = { ArrowRight: vm.next, ArrowLeft: vm.previous }[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  return (
    <div
      ref={dialog}
      className="gallery"
      role="dialog"
      aria-modal="true"
      aria-label={t('gallery.label')}
      onKeyDown={handleKeyDown}
    >
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
    </div>
  );
});

export default GalleryOverlay;
