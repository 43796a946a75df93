import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', required: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithStrengthDemo(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.defaultValue?.toString() ?? '');
  return (
    <PasswordField
      {...props}
      showStrength
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Enter your password' } };
export const NewPasswordWithStrength: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters',
    defaultValue: 'studyHard7',
  },
  render: (args) => <WithStrengthDemo {...args} />,
};
export const WeakPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', defaultValue: 'abc' },
  render: (args) => <WithStrengthDemo {...args} />,
};
export const Disabled: Story = { args: { disabled: true } };
