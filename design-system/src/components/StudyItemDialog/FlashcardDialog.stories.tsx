import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FlashcardDialog } from './FlashcardDialog';

const meta = {
  title: 'Study/FlashcardDialog',
  component: FlashcardDialog,
  args: { title: 'Add Flashcard', onSave: fn(), onClose: fn() },
} satisfies Meta<typeof FlashcardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddFlashcard: Story = {};
export const EditFlashcard: Story = {
  args: { title: 'Edit Flashcard', initial: { front: 'What is the kinetic energy of a moving mass?', back: '$\\frac{1}{2}mv^2$' } },
};
export const RefusedSave: Story = {
  args: {
    initial: { front: 'What does a mitochondrion make?', back: 'ATP' },
    onSave: fn(() => Promise.reject(new Error('It could not be saved. Please try again.'))),
  },
};
