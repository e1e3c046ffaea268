import { useEffect, useRef, type RefObject } from 'react';
import { scrollLock } from '../../app/scroll-lock';

export interface ModalDialogOptions {
  /** Escape (the browser's `cancel` event) asks this. */
  onClose?: () => void;
  /** False closes it for focus, input and screen readers while it may still play its way out. */
  modal?: boolean;
  /** Where focus starts; else the browser's choice, the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Makes a native <dialog> modal while `modal` holds: showModal() has the browser keep focus
 * inside, make the page behind it inert and turn Escape into a `cancel` event, which asks
 * `onClose` instead of closing by itself (the view model decides). Page scrolling is frozen
 * meanwhile; on close or unmount the dialog closes and focus returns to where it was.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  { onClose, modal = true, initialFocus }: ModalDialogOptions = {},
): void {
  // The latest close handler, without re-running the effect (which would move focus again).
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !modal) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = scrollLock.acquire();
    // Rendered open on the server (the age gate) or not at all: make it modal now.
    if (dialog.open) dialog.close();
    dialog.showModal();
    initialFocus?.current?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current?.();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      release();
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, modal, initialFocus]);
}
