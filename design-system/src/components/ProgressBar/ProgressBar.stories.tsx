import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';
import { componentDocs } from '../../../.storybook/component-docs';
import { inColumn } from '../../../.storybook/decorators';

const meta = {
  title: 'Feedback/ProgressBar',
  parameters: componentDocs({
    what: 'A labelled bar from 0 to `max` that stops at full while its text keeps the real figure (a weekly goal at 120%).',
    use: 'For progress toward a known total: the weekly goal, cards reviewed of a set.',
    avoid:
      'For time running out (use a CircularCountdown), or waiting of unknown length (use a Spinner).',
  }),
  component: ProgressBar,
  args: { label: 'Weekly goal', value: 4, max: 10 },
  decorators: [inColumn('24rem')],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 10 } };
export const OverGoal: Story = { args: { value: 12 } };
export const CustomValueText: Story = { args: { valueText: '4 of 10 sessions' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
