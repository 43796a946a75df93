import type { ReactNode } from 'react';
import { Button, Dialog } from '@aayra/design-system/components';

export interface EditDialogProps {
  title: string;
  size?: 'md' | 'lg';
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the validation page's edit dialogs: the fields, then Cancel and Save. */
export function EditDialog({ title, size, onSave, onClose, children }: EditDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      {...(size ? { size } : {})}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={onSave}>
            Save
          </Button>
        </>
      }
    >
      <div className="sf-stack">{children}</div>
    </Dialog>
  );
}
