import type { Meta, StoryObj } from '@storybook/react-vite';
import { StudySummary } from './StudySummary';
import { componentDocs } from '../../../.storybook/component-docs';
import { atPhoneWidth, rightToLeft } from '../../../.storybook/decorators';
import { longCardBack } from '../../../.storybook/learner-examples';

const meta = {
  title: 'Study/StudySummary',
  parameters: componentDocs({
    what: "The key points of a study set as a list, with formulas shown as math; with `headingLevel` it gets its own 'Summary' heading.",
    use: 'On the summary step of validation and review.',
    avoid:
      "For the learner's own notes or the material as written (show it as text), or for quiz results (use QuizPerformance).",
  }),
  component: StudySummary,
  args: {
    points: [
      'Cells are the basic unit of life.',
      'Mitochondria produce ATP, the cell’s energy currency.',
      'Reviews spread out over growing intervals help recall.',
    ],
  },
} satisfies Meta<typeof StudySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHeading: Story = { args: { headingLevel: 2 } };
export const NoPoints: Story = { args: { points: [], empty: 'This study set has no summary.' } };

export const WithFormulas: Story = {
  args: {
    headingLevel: 2,
    points: [
      'Work done is the force times the distance moved in its direction: $W = F \\cdot d$.',
      'Kinetic energy grows with the square of the speed: $E_k = \\frac{1}{2}mv^2$.',
      'Energy is conserved: it changes form but the total stays the same.',
    ],
  },
};
export const LongPoint: Story = {
  args: { points: [longCardBack, 'Oxygen is released as a by-product.'] },
};
export const RightToLeft: Story = {
  args: {
    points: [
      'الخلية هي الوحدة الأساسية للحياة.',
      'تنتج الميتوكوندريا جزيئات ATP التي تخزن طاقة الخلية.',
      'تنتقل المياه عبر الغشاء بالخاصية الأسموزية.',
    ],
  },
  decorators: [rightToLeft('ar')],
};
export const AtPhoneWidth: Story = { args: { headingLevel: 2 }, decorators: [atPhoneWidth] };
