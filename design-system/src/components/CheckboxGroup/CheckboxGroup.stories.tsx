import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
import { componentDocs } from '../../../.storybook/component-docs';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (day) => ({
    value: day.toLowerCase(),
    label: day,
  }),
);

function Stateful(props: CheckboxGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CheckboxGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/CheckboxGroup',
  parameters: componentDocs({
    what: 'A fieldset of checkboxes under one legend, with a shared hint and error, laid out in a row or a column.',
    use: 'For several independent choices of one question, e.g. the preferred weekdays on the profile.',
    avoid:
      'For choosing exactly one of several (use a Select or Tabs), or for a single choice (use a Checkbox).',
  }),
  component: CheckboxGroup,
  args: {
    legend: 'Preferred weekdays',
    options: weekdays,
    value: ['monday', 'wednesday', 'friday'],
    onChange: fn(),
    layout: 'row',
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Weekdays: Story = {};
export const Column: Story = { args: { layout: 'column' } };
export const WithHint: Story = {
  args: { hint: 'Reminders are sent on these days', required: true },
};
export const WithError: Story = {
  args: { value: [], required: true, error: 'Choose at least one weekday' },
};
export const Disabled: Story = { args: { disabled: true } };
