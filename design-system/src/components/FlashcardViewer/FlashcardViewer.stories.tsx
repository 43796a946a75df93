import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { FlashcardViewer, type FlashcardViewerProps } from './FlashcardViewer';
import { componentDocs } from '../../../.storybook/component-docs';
import { atPhoneWidth, inColumn, rightToLeft } from '../../../.storybook/decorators';
import {
  arabicCard,
  generatedCards,
  hebrewCard,
  longCardBack,
} from '../../../.storybook/learner-examples';

const cards = [
  { id: 'f1', front: 'What does mitochondria produce?', back: 'ATP, the cell’s energy currency.' },
  { id: 'f2', front: 'What is spaced repetition?', back: 'Reviewing at growing intervals.' },
  { id: 'f3', front: 'When is the first review due?', back: 'The day after the session.' },
];

/** Buttons for the card shown, as the review pages add them. */
const editAndDrop = () => (
  <>
    <Button variant="ghost">Edit Flashcard</Button>
    <Button variant="ghost">Drop Flashcard</Button>
  </>
);

// Pages for real in the story, as the apps do by keeping the index in their own state.
function Paging(props: FlashcardViewerProps) {
  const [index, setIndex] = useState(props.index);
  return <FlashcardViewer {...props} index={index} onIndexChange={setIndex} />;
}

const meta = {
  title: 'Study/FlashcardViewer',
  parameters: componentDocs({
    what: "The flashcard step of the study-set player: 'Flashcard i of N', one card at a time that flips by click, Space or Enter, and Previous/Next. The position is controlled by the app (`index`, `onIndexChange`).",
    use: "In validation and review, to work through a study set's flashcards; `actions` adds buttons such as Edit and Drop for the card shown.",
    avoid: 'To show a single card alone (use a FlipCard), or a list of cards to scan (use Cards).',
  }),
  component: FlashcardViewer,
  render: (args) => <Paging {...args} />,
  args: {
    cards,
    index: 0,
    onIndexChange: () => undefined,
    empty: 'This study set has no flashcards.',
  },
  decorators: [inColumn('36rem')],
} satisfies Meta<typeof FlashcardViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstCard: Story = {};
export const LastCard: Story = { args: { index: 2 } };
export const WithActions: Story = { args: { actions: editAndDrop } };
export const NoCards: Story = { args: { cards: [] } };
export const OwnCardWithFormula: Story = {
  args: {
    cards: [
      {
        id: 'f4',
        front: 'What is the kinetic energy of a mass $m$ at speed $v$?',
        back: '$$E_k = \\frac{1}{2}mv^2$$',
        authoredByLearner: true,
      },
    ],
  },
};

// The three shapes the study-set generator makes, in the order a learner meets them.
export const DefinitionCard: Story = { args: { cards: generatedCards } };
export const ClozeCard: Story = { args: { cards: generatedCards, index: 1 } };
export const FormulaCard: Story = { args: { cards: generatedCards, index: 2 } };
/** A learner's own card keeping a whole paragraph of notes: 1,000 characters on the back. */
export const LongCardBack: Story = {
  args: {
    cards: [
      {
        id: 'long',
        front: 'How do the light-dependent reactions power the Calvin cycle?',
        back: longCardBack,
        authoredByLearner: true,
      },
    ],
  },
};
export const RightToLeftArabic: Story = {
  args: { cards: [arabicCard] },
  decorators: [rightToLeft('ar')],
};
export const RightToLeftHebrew: Story = {
  args: { cards: [hebrewCard] },
  decorators: [rightToLeft('he')],
};
export const AtPhoneWidth: Story = {
  args: { cards: generatedCards, actions: editAndDrop },
  decorators: [atPhoneWidth],
};
/** Arabic study text on Aayra's English (left-to-right) page, as the apps show it today. */
export const ArabicCardOnEnglishPage: Story = { args: { cards: [arabicCard] } };
