import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FlipCard } from './FlipCard';
import { componentDocs } from '../../../.storybook/component-docs';
import { atPhoneWidth, inColumn, rightToLeft } from '../../../.storybook/decorators';
import { hebrewCard, longCardBack } from '../../../.storybook/learner-examples';

const meta = {
  title: 'Data display/FlipCard',
  parameters: componentDocs({
    what: 'One native button with two faces that flips on click, Space or Enter (`aria-pressed` says the back is showing); a live region reads the newly shown face. Without motion the faces swap without turning.',
    use: 'For a question and its answer, or any reveal the learner asks for.',
    avoid:
      'When a face needs links or buttons (a button cannot contain them), or to hide content that is not a reveal (use a disclosure).',
  }),
  component: FlipCard,
  args: {
    front: 'What does mitochondria produce?',
    back: 'ATP, the cell’s energy currency.',
    frontLabel: 'Question',
    backLabel: 'Answer',
    hint: 'Click, or press Space or Enter, to flip',
    onFlippedChange: fn(),
  },
  decorators: [inColumn('26rem')],
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

/** The back of a learner's own card at 1,000 characters: the card grows, nothing is cut off. */
export const LongBack: Story = {
  args: {
    front: 'How do the light-dependent reactions power the Calvin cycle?',
    back: longCardBack,
    defaultFlipped: true,
  },
};
export const RightToLeft: Story = {
  args: {
    front: hebrewCard.front,
    back: hebrewCard.back,
    frontLabel: 'שאלה',
    backLabel: 'תשובה',
    hint: undefined,
  },
  decorators: [rightToLeft('he')],
};
export const AtPhoneWidth: Story = {
  args: { back: longCardBack, defaultFlipped: true },
  decorators: [atPhoneWidth],
};
