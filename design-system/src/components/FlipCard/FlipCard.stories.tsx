import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FlipCard } from './FlipCard';

const meta = {
  title: 'Data display/FlipCard',
  component: FlipCard,
  args: {
    front: 'What does mitochondria produce?',
    back: 'ATP, the cell’s energy currency.',
    frontLabel: 'Question',
    backLabel: 'Answer',
    hint: 'Click, or press Space or Enter, to flip',
    onFlippedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlipCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Front: Story = {};
export const Back: Story = { args: { defaultFlipped: true } };

export const ResultCard: Story = {
  args: {
    front: (
      <>
        <span style={{ fontSize: '2.25rem', fontWeight: 700 }}>3x</span>
        <span>faster recall</span>
      </>
    ),
    back: 'Sample figure for a result card: reviewing at growing intervals.',
    frontLabel: 'Result',
    backLabel: 'Details',
    hint: undefined,
  },
};
