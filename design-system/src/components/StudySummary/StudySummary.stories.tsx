import type { Meta, StoryObj } from '@storybook/react-vite';
import { StudySummary } from './StudySummary';

const meta = {
  title: 'Study/StudySummary',
  component: StudySummary,
  args: {
    points: [
      'Cells are the basic unit of life.',
      'Mitochondria produce ATP, the cell’s energy currency.',
      'Reviews spread out over growing intervals help recall.',
    ],
  },
} satisfies Meta<typeof StudySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHeading: Story = { args: { headingLevel: 2 } };
export const NoPoints: Story = { args: { points: [], empty: 'This study set has no summary.' } };
