import { useEffect, useRef, type RefObject } from 'react';
import { scrollLock } from '../../app/scroll-lock';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Tab from the last control goes to the first, Shift+Tab from the first (or from the heading
 * before it) to the last; focus found outside the dialog goes back in.
 */
function keepTabInside(dialog: HTMLElement, event: KeyboardEvent): void {
  const items = focusables(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof Node && dialog.contains(active);
  const index = items.indexOf(active as HTMLElement);
  const wraps = event.shiftKey ? index <= 0 : index === items.length - 1 || !inside;
  if (!wraps) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * Makes the element a modal dialog while `open`: locks page scroll, moves focus to `initial` (or
 * the dialog), keeps Tab inside, closes on Escape, and on close or unmount releases the lock and
 * returns focus to the element that had it when the dialog opened.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  initialRef?: RefObject<HTMLElement | null>,
): void {
  // The latest close handler, without re-running the effect (which would move focus again).
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = scrollLock.acquire();
    (initialRef?.current ?? dialog).focus();
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab' && dialog) keepTabInside(dialog, event);
    }
    function handleFocusIn(event: FocusEvent) {
      // Focus that escapes (a click behind the backdrop, a screen reader) is brought back.
      if (dialog && event.target instanceof Node && !dialog.contains(event.target))
        focusables(dialog)[0]?.focus();
    }
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', handleFocusIn);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', handleFocusIn);
      release();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, dialogRef, initialRef]);
}
