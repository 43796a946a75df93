import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QuestionDialog } from './QuestionDialog';

const meta = {
  title: 'Study/QuestionDialog',
  component: QuestionDialog,
  args: { title: 'Add Question', onSave: fn(), onClose: fn() },
} satisfies Meta<typeof QuestionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddQuestion: Story = {};
export const EditQuestion: Story = {
  args: {
    title: 'Edit Question',
    initial: {
      prompt: 'Which unit measures force?',
      options: ['Newton', 'Joule', 'Watt', 'Pascal'],
      correctIndex: 0,
      explanation: 'One newton accelerates one kilogram by one metre per second squared.',
    },
  },
};
