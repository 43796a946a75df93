import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './Field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Preferred start time',
    hint: 'Reminders come before this time',
    children: (control) => (
      <input type="time" className="aayra-input" defaultValue="18:00" {...control} />
    ),
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { error: 'Choose a start time' } };
