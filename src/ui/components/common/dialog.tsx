import { useId, useRef, type MouseEventHandler, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './use-modal-dialog';

interface DialogProps {
  /** The visible heading, which also names the dialog. */
  title: string;
  onClose?: () => void;
  /** 'modal' centres the dialog; 'drawer-left' and 'drawer-right' slide in from a side. */
  variant?: 'modal' | 'drawer-left' | 'drawer-right';
  className?: string;
  /** Rendered open in the HTML (server-rendered dialogs such as the age gate); made modal on mount. */
  renderedOpen?: boolean;
  /**
   * Closed already for focus, input and screen readers while it plays its leaving animation (a
   * drawer slides out, SPEC §9): what usePresence says of a dialog that stays mounted, given `ref`.
   */
  leaving?: boolean;
  ref?: RefObject<HTMLDialogElement | null>;
  /** The close button's name, where 'Close' alone would not say what closes. */
  closeLabel?: string;
  /** Focus starts on the heading rather than on the first control (a drawer full of choices). */
  focusHeading?: boolean;
  /** On the dialog element, which is also what a click on its ::backdrop lands on. */
  onClick?: MouseEventHandler<HTMLDialogElement>;
  /** Below the body, which scrolls on its own in a drawer. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The heading that names the dialog, and its close button when it can be dismissed. */
function DialogHeader(props: {
  title: string;
  headingId: string;
  heading: RefObject<HTMLHeadingElement | null>;
  focusable?: boolean;
  onClose?: () => void;
  closeLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="dialog__header">
      <h2
        id={props.headingId}
        ref={props.heading}
        className="dialog__title"
        tabIndex={props.focusable ? -1 : undefined}
      >
        {props.title}
      </h2>
      {props.onClose && (
        <button type="button" className="icon-button dialog__close" onClick={props.onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{props.closeLabel ?? t('common.close')}</span>
        </button>
      )}
    </div>
  );
}

/**
 * The one modal dialog, on the native <dialog> element (see useModalDialog): the browser keeps
 * focus inside, makes the page behind it inert and closes it with Escape; we return focus to where
 * it was and freeze the page's scrolling while it is open. Without `onClose` it cannot be
 * dismissed (the age gate).
 */
export function Dialog({
  title,
  onClose,
  variant = 'modal',
  className,
  renderedOpen,
  leaving,
  ref: givenRef,
  closeLabel,
  focusHeading,
  onClick,
  footer,
  children,
}: DialogProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = givenRef ?? ownRef;
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useModalDialog(ref, {
    onClose,
    modal: !leaving,
    initialFocus: focusHeading ? heading : undefined,
  });
  const classes = ['dialog', `dialog--${variant}`, leaving && 'dialog--leaving', className];
  return (
    <dialog
      ref={ref}
      open={renderedOpen || undefined}
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      onClick={onClick}
      inert={leaving || undefined}
      aria-hidden={leaving || undefined}
    >
      <DialogHeader
        title={title}
        headingId={headingId}
        heading={heading}
        focusable={focusHeading}
        onClose={onClose}
        closeLabel={closeLabel}
      />
      <div className="dialog__body">{children}</div>
      {footer && <div className="dialog__footer">{footer}</div>}
    </dialog>
  );
}
