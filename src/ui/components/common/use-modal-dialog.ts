import { useEffect, useRef, type RefObject } from 'react';
import { scrollLock } from '../../app/scroll-lock';

export interface ModalDialogOptions {
  /** Escape (the browser's `cancel` event) and, with `closesOnBackdrop`, a backdrop click ask this. */
  onClose?: () => void;
  /** False closes it for focus, input and screen readers while it may still play its way out. */
  modal?: boolean;
  /** Where focus starts; else the browser's choice, the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  closesOnBackdrop?: boolean;
}

/** The dialog's ::backdrop is the dialog element itself to a click, outside the dialog's box. */
function onBackdrop(dialog: HTMLElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * Makes a native <dialog> modal while `modal` holds: showModal() has the browser keep focus
 * inside, make the page behind it inert and turn Escape into a `cancel` event, which asks
 * `onClose` instead of closing by itself (the view model decides). Page scrolling is frozen
 * meanwhile; on close or unmount the dialog closes and focus returns to where it was.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  { onClose, modal = true, initialFocus, closesOnBackdrop }: ModalDialogOptions = {},
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
    const onClick = (event: MouseEvent) => {
      if (closesOnBackdrop && onBackdrop(dialog, event)) close.current?.();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      release();
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, modal, initialFocus, closesOnBackdrop]);
}
