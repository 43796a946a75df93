import type { Meta, StoryObj } from '@storybook/react-vite';
import { StudyText } from './StudyText';
import { componentDocs } from '../../../.storybook/component-docs';
import { inColumn, rightToLeft } from '../../../.storybook/decorators';

const meta = {
  title: 'Study/StudyText',
  parameters: componentDocs({
    what: 'Text from a study set with its formulas shown as math (MathML by temml): `$...$` and `\\\\(...\\\\)` inline, `$$...$$` and `\\\\[...\\\\]` on their own line. Prices such as $5 stay words; invalid LaTeX is shown as written.',
    use: 'For any text of a card, question, option, explanation or key point.',
    avoid: "For the app's own interface text, which never holds formulas (use plain text).",
  }),
  component: StudyText,
  args: { text: 'Kinetic energy is $\\frac{1}{2}mv^2$, where $m$ is mass and $v$ is speed.' },
  decorators: [inColumn('36rem', 'p')],
} satisfies Meta<typeof StudyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InlineFormula: Story = {};
export const DisplayFormula: Story = {
  args: {
    text: 'The roots of $ax^2 + bx + c = 0$ are $$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$',
  },
};
export const BracketDelimiters: Story = {
  args: { text: 'Mass-energy: \\(E = mc^2\\); momentum: \\[p = mv\\]' },
};
export const PricesStayWords: Story = {
  args: { text: 'The museum ticket costs $5 and the guided tour $10.' },
};
export const NotValidLatex: Story = { args: { text: 'Shown as written: $\\frac{1}$' } };
export const PlainText: Story = {
  args: { text: 'Mitochondria make ATP, the energy currency of the cell.' },
};

/** Arabic study text with a formula: the words run right to left, the math left to right. */
export const RightToLeftWithFormula: Story = {
  args: { text: 'طاقة الحركة لجسم كتلته $m$ وسرعته $v$ تساوي $E_k = \\frac{1}{2}mv^2$.' },
  decorators: [rightToLeft('ar', 'span')],
};
