import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = {
  args: { label: 'Display name', type: 'text', hint: '1 to 60 characters' },
};
export const WithError: Story = {
  args: { required: true, defaultValue: 'ada@', error: 'Enter a valid email address' },
};
export const WithPlaceholder: Story = {
  args: { label: 'Subject', type: 'text', placeholder: 'e.g. Biology' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
