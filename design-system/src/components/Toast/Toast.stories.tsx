import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Toast } from './Toast';
import { Toaster } from './Toaster';
import { useToast } from './useToast';
import { componentDocs, ownFrame } from '../../../.storybook/component-docs';

const meta = {
  title: 'Feedback/Toast',
  parameters: componentDocs(
    {
      what: "One notification at a time, at the top of the page (in the app, in the top bar's place), leaving on its own after 5 seconds: title, optional description, info, success or error, with a Dismiss button. Toasts come from `useToast()` and are shown by the page's one Toaster.",
      use: 'To confirm something that happened or failed away from where the learner looks: Profile saved, Could not save.',
      avoid:
        "For anything the learner must act on or read later (use an ErrorPanel or a Dialog), or for a field's mistake (use its `error`).",
    },
    ownFrame('12rem'),
  ),
  component: Toast,
  subcomponents: { Toaster },
  args: { title: 'Profile saved', onDismiss: fn() },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { variant: 'success', description: 'Your reminders are set for Monday.' },
};
export const Failure: Story = {
  args: { variant: 'error', title: 'Could not save', description: 'Check your connection.' },
};
export const WithoutDismiss: Story = { args: { onDismiss: undefined } };

function ToasterDemo() {
  const { toast } = useToast();
  useEffect(() => {
    toast({ title: 'Welcome back', description: 'Two reviews are due today.', duration: null });
  }, [toast]);
  return (
    <>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button onClick={() => toast({ title: 'Saved', variant: 'success' })}>Success toast</Button>
        <Button onClick={() => toast({ title: 'Something failed', variant: 'error' })}>
          Error toast
        </Button>
      </div>
      <Toaster />
    </>
  );
}

export const InToaster: Story = { render: () => <ToasterDemo /> };
