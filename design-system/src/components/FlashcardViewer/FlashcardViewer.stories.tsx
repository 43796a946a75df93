import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { FlashcardViewer, type FlashcardViewerProps } from './FlashcardViewer';

const cards = [
  { id: 'f1', front: 'What does mitochondria produce?', back: 'ATP, the cell’s energy currency.' },
  { id: 'f2', front: 'What is spaced repetition?', back: 'Reviewing at growing intervals.' },
  { id: 'f3', front: 'When is the first review due?', back: 'The day after the session.' },
];

// Pages for real in the story, as the apps do by keeping the index in their own state.
function Paging(props: FlashcardViewerProps) {
  const [index, setIndex] = useState(props.index);
  return <FlashcardViewer {...props} index={index} onIndexChange={setIndex} />;
}

const meta = {
  title: 'Study/FlashcardViewer',
  component: FlashcardViewer,
  render: (args) => <Paging {...args} />,
  args: { cards, index: 0, onIndexChange: () => undefined, empty: 'This study set has no flashcards.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlashcardViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstCard: Story = {};
export const LastCard: Story = { args: { index: 2 } };
export const WithActions: Story = {
  args: {
    actions: () => (
      <>
        <Button variant="ghost">Edit Flashcard</Button>
        <Button variant="ghost">Drop Flashcard</Button>
      </>
    ),
  },
};
export const NoCards: Story = { args: { cards: [] } };
export const OwnCardWithFormula: Story = {
  args: {
    cards: [{ id: 'f4', front: 'What is the kinetic energy of a mass $m$ at speed $v$?', back: '$$E_k = \\frac{1}{2}mv^2$$', authoredByLearner: true }],
  },
};
