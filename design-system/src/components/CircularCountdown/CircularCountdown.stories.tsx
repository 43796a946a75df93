import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircularCountdown } from './CircularCountdown';
import { componentDocs } from '../../../.storybook/component-docs';

const meta = {
  title: 'Feedback/CircularCountdown',
  parameters: componentDocs({
    what: 'A ring that empties as time runs out, with the time left as mm:ss in its centre (minutes unbounded, e.g. 90:00). `role=timer`, so it does not chatter to screen readers.',
    use: 'For the focus timer and the break timer, given the seconds left computed from a stored deadline.',
    avoid:
      'For progress that is not time (use a ProgressBar), or for waiting of unknown length (use a Spinner).',
  }),
  component: CircularCountdown,
  args: {
    label: 'Focus time remaining',
    remainingSeconds: 1100,
    totalSeconds: 1500,
    caption: 'Focus',
  },
} satisfies Meta<typeof CircularCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const Full: Story = { args: { remainingSeconds: 1500 } };
export const AlmostDone: Story = { args: { remainingSeconds: 42 } };
export const Finished: Story = { args: { remainingSeconds: 0 } };
export const Break: Story = {
  args: {
    label: 'Break time remaining',
    remainingSeconds: 240,
    totalSeconds: 300,
    caption: 'Break',
    tone: 'success',
  },
};
export const Medium: Story = { args: { size: 'md' } };
