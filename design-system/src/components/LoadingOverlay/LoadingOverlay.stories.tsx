import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};

function ShortWork() {
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    // Work that ends after 20 ms: the overlay still stays its minimum time.
    setTimeout(() => setBusy(false), 20);
  };
  return (
    <div style={{ padding: '1rem' }}>
      <Button variant="primary" onClick={run}>
        Run short work
      </Button>
      <LoadingOverlay visible={busy} />
    </div>
  );
}

export const MinimumDisplay: Story = { args: { visible: false }, render: () => <ShortWork /> };
