import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { componentDocs, ownFrame } from '../../../.storybook/component-docs';

const meta = {
  title: 'Overlays/ConfirmDialog',
  parameters: componentDocs(
    {
      what: 'An alertdialog that asks before a consequential step: a message, Cancel and OK, focus on Cancel so a stray Enter loses nothing. `tone="danger"` paints OK red.',
      use: 'Before a step that cannot be undone or loses work: discarding a session, deleting a card, leaving a page mid-session.',
      avoid:
        'For forms or longer content (use a Dialog), or for news that needs no decision (use a toast).',
    },
    ownFrame('22rem'),
  ),
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Leave this page?',
    message: 'Your unsaved answers will be lost.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Danger: Story = {
  args: { tone: 'danger', title: 'Delete this card?', message: 'It cannot be restored.' },
};
export const Confirming: Story = { args: { confirming: true } };
export const CustomLabels: Story = { args: { confirmLabel: 'Leave', cancelLabel: 'Stay' } };

function Toggle(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Leave</Button>
      <ConfirmDialog
        {...args}
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

export const OpenedByButton: Story = {
  args: { open: false },
  render: (args) => <Toggle {...args} />,
};
