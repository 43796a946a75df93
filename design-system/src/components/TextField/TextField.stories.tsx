import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';
import { componentDocs } from '../../../.storybook/component-docs';
import { atPhoneWidth, inColumn } from '../../../.storybook/decorators';
import { longTopic } from '../../../.storybook/learner-examples';

const meta = {
  title: 'Forms/TextField',
  parameters: componentDocs({
    what: 'A text input with its label, hint and error tied together for screen readers. Takes every attribute of `<input>`.',
    use: 'For short typed answers: name, e-mail, subject, topic (up to 100 characters).',
    avoid:
      'For passwords (use a PasswordField), for choosing from a list (use a Select), or for long text (use a textarea in a Field).',
  }),
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email' },
  decorators: [inColumn('24rem')],
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

/** The session form's topic at its 100-character limit, on the narrowest phone. */
export const LongTopicAtPhoneWidth: Story = {
  args: { label: 'Topic', type: 'text', defaultValue: longTopic, hint: 'Up to 100 characters' },
  decorators: [atPhoneWidth],
};
