import { useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface ConfirmDialogProps {
  /** Shown while true; the parent owns it. */
  open: boolean;
  /** The question asked, e.g. 'Discard this session?'. */
  title: ReactNode;
  /** What happens on OK, in a sentence. */
  message: ReactNode;
  /** Called by OK. */
  onConfirm: () => void;
  /** Called by Cancel, Escape and the backdrop. */
  onCancel: () => void;
  /** Default 'OK'; better a verb, e.g. 'Discard'. */
  confirmLabel?: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** 'danger' for confirmations that lose work, e.g. discarding a session. */
  tone?: 'primary' | 'danger';
  /** Keeps the dialog open with a busy OK button while the confirmed action runs. */
  confirming?: boolean;
}

/** Asks before a consequential step. Focus starts on Cancel, so a stray Enter loses nothing. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  tone = 'primary',
  confirming = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      hideCloseButton
      initialFocusRef={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={confirming}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
