import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollLock } from '../../app/scroll-lock';
import type { GalleryViewModel } from '../../view-models/gallery.view-model';
import '../../styles/gallery.css';

export interface GalleryOverlayProps {
  vm: GalleryViewModel;
}

/**
 * While the overlay is displayed: the page under it stops scrolling (the shared counter of open
 * overlays), focus moves to the close button, and on close or unmount both are undone, focus going
 * back to whatever opened the gallery.
 */
function useOverlayFocusAndScroll(display: boolean, initialFocus: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!display) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = scrollLock.acquire();
    initialFocus.current?.focus();
    return () => {
      release();
      if (opener?.isConnected) opener.focus();
    };
  }, [display, initialFocus]);
}

/** Keeps Tab and Shift+Tab inside the dialog (aria-modal): from the last control to the first and back. */
function trapTab(event: KeyboardEvent<HTMLDivElement>): void {
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button'));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
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
  const closeButton = useRef<HTMLButtonElement>(null);
  useOverlayFocusAndScroll(vm.display, closeButton);
  const item = vm.currentItem;
  if (!item) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const actions: Record<string, (() => void) | undefined> = {
      Escape: vm.hide,
      ArrowRight: vm.next,
      ArrowLeft: vm.previous,
      Tab: () => trapTab(event),
    };
    const action = actions[event.key];
    if (!action) return;
    if (event.key !== 'Tab') event.preventDefault();
    action();
  }

  return (
    <div
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
