import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { componentDocs } from '../../../.storybook/component-docs';
import { inColumn } from '../../../.storybook/decorators';

const meta = {
  title: 'Forms/PasswordField',
  parameters: componentDocs({
    what: 'A password input with its label, a Show password toggle (`aria-pressed`), and an optional strength hint for new passwords.',
    use: 'For signing in, signing up and resetting a password; `showStrength` only where a new password is chosen.',
    avoid:
      'For any other secret that is not a password, or for codes the learner copies (use a TextField).',
  }),
  component: PasswordField,
  args: { label: 'Password', required: true },
  decorators: [inColumn('24rem')],
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
