import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';
import { componentDocs } from '../../../.storybook/component-docs';

const meta = {
  title: 'Feedback/Spinner',
  parameters: componentDocs({
    what: 'A turning ring for waiting of unknown length; `role=status` with a visually hidden label, decorative without one. Under reduced motion it stops turning but stays visible.',
    use: 'While an area or a button waits: a list loading, a Retry in progress.',
    avoid:
      'When the whole page must wait (use the LoadingOverlay), or when progress is known (use a ProgressBar).',
  }),
  component: Spinner,
  args: { label: 'Loading page' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Decorative: Story = {
  render: () => (
    <p>
      <Spinner size="sm" /> Checking your session limits
    </p>
  ),
};
