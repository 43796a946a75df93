import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { LoadingOverlay } from './LoadingOverlay';
import { componentDocs, ownFrame } from '../../../.storybook/component-docs';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true },
  parameters: {
    layout: 'fullscreen',
    ...componentDocs(
      {
        what: 'A full-screen modal that covers the page while something the learner started must finish, shown at least `minimumMs` (300 ms) so it never flashes.',
        use: 'While a step blocks the page: generating a study set, saving a session before the break.',
        avoid:
          'For loading one area of a page (use a Spinner there), or for waits the learner can work through.',
      },
      ownFrame('16rem'),
    ),
  },
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
