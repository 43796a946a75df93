import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QuestionDialog } from './QuestionDialog';
import { componentDocs, ownFrame } from '../../../.storybook/component-docs';

const meta = {
  title: 'Study/QuestionDialog',
  parameters: componentDocs(
    {
      what: 'A dialog to add or edit a quiz question: the prompt, four different options, which one is right, and an optional explanation, checked before saving.',
      use: "While validating a study set, for the learner's own questions and corrections to generated ones.",
      avoid:
        'For flashcards (use the FlashcardDialog), or to answer a question (use the QuizQuestion).',
    },
    ownFrame('44rem'),
  ),
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
