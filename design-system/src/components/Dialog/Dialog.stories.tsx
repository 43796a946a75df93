import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';
import { componentDocs, ownFrame } from '../../../.storybook/component-docs';

const meta = {
  title: 'Overlays/Dialog',
  parameters: componentDocs(
    {
      what: 'A modal dialog on the native `<dialog>`: the page behind is inert, focus stays inside and returns to the opener; Escape, the close button and the backdrop call `onClose`.',
      use: 'For a short task or detail that belongs on top of the current page: Study Stats, adding a card.',
      avoid:
        'For a yes/no question (use a ConfirmDialog), for long flows that deserve their own page, or for news (use a toast).',
    },
    ownFrame('30rem'),
  ),
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Study Stats',
    description: 'Your sessions at a glance.',
    children: <p style={{ margin: 0 }}>All-time sessions: 42. This week: 5.</p>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Later</Button>
        <Button variant="primary">Save</Button>
      </>
    ),
  },
};
export const Small: Story = { args: { size: 'sm', description: undefined } };
export const Large: Story = { args: { size: 'lg' } };
export const LongContent: Story = {
  args: {
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index}>Line {index + 1} of a long dialog body.</p>
    )),
  },
};

function Toggle(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog {...args} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export const OpenedByButton: Story = {
  args: { open: false },
  render: (args) => <Toggle {...args} />,
};
