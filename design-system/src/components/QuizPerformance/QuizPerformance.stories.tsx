import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { QuizPerformance } from './QuizPerformance';
import { componentDocs } from '../../../.storybook/component-docs';
import { atPhoneWidth } from '../../../.storybook/decorators';

const meta = {
  title: 'Study/QuizPerformance',
  parameters: componentDocs({
    what: "'Quiz Performance': the score round(correct / answered x 100) %, 'X out of N correct' and the matching encouragement (Excellent work!, Good job! Keep practicing., Keep studying and try again!). With nothing answered it gives no score and says so, with an optional way back to the quiz.",
    use: 'On the summary step of validation and review, after the quiz.',
    avoid: 'For other statistics (the Study Stats dialog), or mid-quiz.',
  }),
  component: QuizPerformance,
  args: { correct: 7, answered: 8 },
} satisfies Meta<typeof QuizPerformance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Excellent: Story = {};
export const Good: Story = { args: { correct: 5 } };
export const KeepStudying: Story = { args: { correct: 2 } };
/** No score over no answers: the section says so and leads back to the quiz. */
export const NothingAnswered: Story = {
  args: {
    correct: 0,
    answered: 0,
    unansweredAction: <Button onClick={fn()}>Go to Quiz</Button>,
  },
};

export const AtPhoneWidth: Story = { decorators: [atPhoneWidth] };
