import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './Switch';
import { componentDocs } from '../../../.storybook/component-docs';
import { inColumn } from '../../../.storybook/decorators';

const meta = {
  title: 'Forms/Switch',
  parameters: componentDocs({
    what: 'An on/off setting that applies at once: a native checkbox with `role=switch`, so Space, forms and labels work as usual.',
    use: 'For settings saved immediately: study reminders, smart notifications.',
    avoid: 'For a choice saved with a form (use a Checkbox), or for actions (use a Button).',
  }),
  component: Switch,
  args: { label: 'Study reminders' },
  decorators: [inColumn('24rem')],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const WithHint: Story = {
  args: { hint: '15 and 5 minutes before your start time', defaultChecked: true },
};
export const Disabled: Story = { args: { disabled: true } };
