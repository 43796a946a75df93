import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';
import { componentDocs } from '../../../.storybook/component-docs';

const meta = {
  title: 'Forms/Checkbox',
  parameters: componentDocs({
    what: 'A native checkbox with its label and an optional hint. Takes every attribute of `<input type="checkbox">`.',
    use: 'For one yes/no choice that applies when a form is saved, e.g. agreeing to terms.',
    avoid:
      'For a setting that applies at once (use a Switch), or several related choices (use a CheckboxGroup).',
  }),
  component: Checkbox,
  args: { label: 'Study reminders' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: '15 and 5 minutes before your start time' } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };
