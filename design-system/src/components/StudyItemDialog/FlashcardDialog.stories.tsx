import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FlashcardDialog } from './FlashcardDialog';
import { componentDocs, ownFrame } from '../../../.storybook/component-docs';
import { longCardBack } from '../../../.storybook/learner-examples';

const meta = {
  title: 'Study/FlashcardDialog',
  parameters: componentDocs(
    {
      what: 'A dialog to add or edit a flashcard: front and back, each required and limited (1,000 and 2,000 characters), checked before saving; a refused save keeps what was typed and says why.',
      use: "While validating a study set, for the learner's own cards and corrections to generated ones.",
      avoid: 'For questions (use the QuestionDialog), or to show a card (use the FlashcardViewer).',
    },
    ownFrame('36rem'),
  ),
  component: FlashcardDialog,
  args: { title: 'Add Flashcard', onSave: fn(), onClose: fn() },
} satisfies Meta<typeof FlashcardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddFlashcard: Story = {};
export const EditFlashcard: Story = {
  args: {
    title: 'Edit Flashcard',
    initial: { front: 'What is the kinetic energy of a moving mass?', back: '$\\frac{1}{2}mv^2$' },
  },
};
export const RefusedSave: Story = {
  args: {
    initial: { front: 'What does a mitochondrion make?', back: 'ATP' },
    onSave: fn(() => Promise.reject(new Error('It could not be saved. Please try again.'))),
  },
};

/** Editing a learner's own card whose back is 1,000 characters long. */
export const EditLongCard: Story = {
  args: {
    title: 'Edit Flashcard',
    initial: {
      front: 'How do the light-dependent reactions power the Calvin cycle?',
      back: longCardBack,
    },
  },
};
