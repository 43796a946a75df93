import {
  useId,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { cx } from '../../internal/cx';
import { IconButton } from '../IconButton/IconButton';
import { IconClose } from '../Icon/icons';
import { useModalDialog } from './useModalDialog';

export interface DialogProps {
  /** Shown (as a modal) while true; the parent owns it. */
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** Names the dialog. */
  title: ReactNode;
  /** Read together with the title when the dialog opens. */
  description?: ReactNode;
  /** The dialog's content. */
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and OK. */
  actions?: ReactNode;
  /** Width: sm 384 px, md 512 px (default), lg 704 px; always within the screen. */
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations that interrupt the learner. */
  role?: 'dialog' | 'alertdialog';
  /** Focused on open; otherwise the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Hides the close (X) button when the actions already close the dialog. */
  hideCloseButton?: boolean;
  /** Name of the close button; default 'Close'. */
  closeLabel?: string;
  /** Extra class on the dialog, for the caller's layout only. */
  className?: string;
}

/** A modal on the native <dialog>: the page behind is inert and focus returns to the opener on close. */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  actions,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  hideCloseButton = false,
  closeLabel = 'Close',
  className,
}: DialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  const dialogRef = useModalDialog(initialFocusRef);

  // The dialog stays open until the parent says otherwise, so React state and the page agree.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  // The content box fills the dialog, so a click landing on the dialog itself is on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // The dialog element handles Escape itself (cancel); onKeyDown/onClick only mirror it.
    <dialog
      ref={dialogRef}
      className={cx('aayra-dialog', className)}
      data-size={size}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="aayra-dialog__content">
        {/* A div, not a header: inside a landmark a header would become a second banner. */}
        <div className="aayra-dialog__header">
          <h2 className="aayra-dialog__title" id={titleId}>
            {title}
          </h2>
          {!hideCloseButton && (
            <IconButton size="sm" aria-label={closeLabel} icon={<IconClose />} onClick={onClose} />
          )}
        </div>
        {description && (
          <p className="aayra-dialog__description" id={descriptionId}>
            {description}
          </p>
        )}
        {children && <div className="aayra-dialog__body">{children}</div>}
        {actions && <div className="aayra-dialog__actions">{actions}</div>}
      </div>
    </dialog>
  );
}
