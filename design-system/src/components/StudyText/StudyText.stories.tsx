import type { Meta, StoryObj } from '@storybook/react-vite';
import { StudyText } from './StudyText';

const meta = {
  title: 'Study/StudyText',
  component: StudyText,
  args: { text: 'Kinetic energy is $\\frac{1}{2}mv^2$, where $m$ is mass and $v$ is speed.' },
  decorators: [
    (Story) => (
      <p style={{ maxWidth: '36rem' }}>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof StudyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InlineFormula: Story = {};
export const DisplayFormula: Story = {
  args: { text: 'The roots of $ax^2 + bx + c = 0$ are $$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$' },
};
export const BracketDelimiters: Story = { args: { text: 'Mass-energy: \\(E = mc^2\\); momentum: \\[p = mv\\]' } };
export const PricesStayWords: Story = { args: { text: 'The museum ticket costs $5 and the guided tour $10.' } };
export const NotValidLatex: Story = { args: { text: 'Shown as written: $\\frac{1}$' } };
export const PlainText: Story = { args: { text: 'Mitochondria make ATP, the energy currency of the cell.' } };
