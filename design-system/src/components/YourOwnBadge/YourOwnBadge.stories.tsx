import type { Meta, StoryObj } from '@storybook/react-vite';
import { YourOwnBadge } from './YourOwnBadge';
import { componentDocs } from '../../../.storybook/component-docs';

const meta = {
  title: 'Study/YourOwnBadge',
  parameters: componentDocs({
    what: "The 'Your own' badge on a flashcard or question the learner wrote, so it is never taken for a generated one.",
    use: 'Next to the position of a learner-written card or question (the FlashcardViewer and QuizQuestion add it from `authoredByLearner`).',
    avoid: 'For any other status (use a Badge).',
  }),
  component: YourOwnBadge,
} satisfies Meta<typeof YourOwnBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
