import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';
import { componentDocs } from '../../../.storybook/component-docs';
import { inColumn } from '../../../.storybook/decorators';

const goals = [10, 20, 30, 40, 50].map((goal) => ({
  value: String(goal),
  label: `${goal} sessions`,
}));

const meta = {
  title: 'Forms/Select',
  parameters: componentDocs({
    what: "The native select with the shared label, hint and error: the platform's own picker is the best one on phones.",
    use: 'To choose one of a known list of five or more: student category, weekly goal, time zone.',
    avoid:
      'For two or three options that should all be visible (use Tabs or checkboxes), or to choose several (use a CheckboxGroup).',
  }),
  component: Select,
  args: { label: 'Weekly goal', options: goals, defaultValue: '10' },
  decorators: [inColumn('24rem')],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = {
  args: {
    label: 'Student category',
    placeholder: 'Choose a category',
    defaultValue: '',
    required: true,
  },
};
export const WithHint: Story = { args: { hint: 'Sessions you aim to complete each week' } };
export const WithError: Story = {
  args: {
    label: 'Student category',
    placeholder: 'Choose a category',
    defaultValue: '',
    error: 'Choose a category',
  },
};
export const Disabled: Story = { args: { disabled: true } };
