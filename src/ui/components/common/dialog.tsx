import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollLock } from '../../app/scroll-lock';

interface DialogProps {
  /** The visible heading, which also names the dialog. */
  title: string;
  onClose?: () => void;
  /** 'modal' centres the dialog; 'drawer-left' and 'drawer-right' slide in from a side. */
  variant?: 'modal' | 'drawer-left' | 'drawer-right';
  className?: string;
  /** Rendered open in the HTML (server-rendered dialogs such as the age gate); made modal on mount. */
  renderedOpen?: boolean;
  children: ReactNode;
}

/**
 * Opens the native dialog as a modal on mount and undoes everything on unmount: Escape (the
 * cancel event) asks to close instead of closing by itself, and focus returns to the opener.
 */
function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onClose?: () => void) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = scrollLock.acquire();
    // Rendered open on the server (the age gate) or not at all: make it modal now.
    if (dialog.open) dialog.close();
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current?.();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      release();
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [ref]);
}

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside, makes the page
 * behind it inert and closes it with Escape; we return focus to where it was and freeze the
 * page's scrolling while it is open. Without `onClose` it cannot be dismissed (the age gate).
 */
export function Dialog({
  title,
  onClose,
  variant = 'modal',
  className,
  renderedOpen,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useModalDialog(ref, onClose);
  return (
    <dialog
      ref={ref}
      open={renderedOpen || undefined}
      className={`dialog dialog--${variant}${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
    >
      <div className="dialog__header">
        <h2 id={headingId} className="dialog__title">
          {title}
        </h2>
        {onClose && (
          <button type="button" className="icon-button dialog__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('common.close')}</span>
          </button>
        )}
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
