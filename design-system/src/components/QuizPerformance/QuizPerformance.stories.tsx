import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuizPerformance } from './QuizPerformance';

const meta = {
  title: 'Study/QuizPerformance',
  component: QuizPerformance,
  args: { correct: 7, answered: 8 },
} satisfies Meta<typeof QuizPerformance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Excellent: Story = {};
export const Good: Story = { args: { correct: 5 } };
export const KeepStudying: Story = { args: { correct: 2 } };
export const NothingAnswered: Story = { args: { correct: 0, answered: 0 } };
