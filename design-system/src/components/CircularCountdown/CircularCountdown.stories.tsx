import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircularCountdown } from './CircularCountdown';

const meta = {
  title: 'Feedback/CircularCountdown',
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
