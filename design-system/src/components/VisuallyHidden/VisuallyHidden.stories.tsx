import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';
import { componentDocs } from '../../../.storybook/component-docs';

const meta = {
  title: 'Utilities/VisuallyHidden',
  parameters: componentDocs({
    what: 'Text that only screen readers announce: hidden from sight, still in the page.',
    use: 'For words a sighted learner gets from the layout, e.g. the heading of a section whose place on the page already names it.',
    avoid:
      'To hide content from everyone (do not render it), or to hide text that sighted learners need.',
  }),
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <p>
      Only the word after this one is hidden:
      <VisuallyHidden> (read by screen readers only)</VisuallyHidden>
    </p>
  ),
};
