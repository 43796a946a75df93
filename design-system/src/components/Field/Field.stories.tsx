import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, RequiredMark } from './Field';
import { componentDocs } from '../../../.storybook/component-docs';

const meta = {
  title: 'Forms/Field',
  parameters: componentDocs({
    what: 'The layout every form control shares: label, hint, the control and its error in a column, with the ids that tie them together for screen readers.',
    use: 'To give a control the design system has no field for (a custom picker) the same label, hint and error as the others.',
    avoid:
      'For text, passwords and selects: TextField, PasswordField and Select already include it.',
  }),
  component: Field,
  subcomponents: { RequiredMark },
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
