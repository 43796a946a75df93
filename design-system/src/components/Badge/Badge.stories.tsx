import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';
import { componentDocs } from '../../../.storybook/component-docs';

const meta = {
  title: 'Data display/Badge',
  parameters: componentDocs({
    what: "A short status label in a tinted pill, e.g. 'Stage 2', 'Mastered' or a streak count. Tone says the kind of status, and the text always says it in words.",
    use: 'For a state or a count attached to a card or a list item: a review stage, Mastered, a plan name.',
    avoid:
      'For actions (use a Button), for long text, or as the only place a warning is given (use an ErrorPanel or a toast).',
  }),
  component: Badge,
  args: { children: 'Stage 2' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Primary: Story = { args: { tone: 'primary', children: '7 days' } };
export const Success: Story = { args: { tone: 'success', children: 'Mastered' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Trial: 12 days left' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Overdue' } };
