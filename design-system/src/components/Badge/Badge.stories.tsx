import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Stage 2' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Primary: Story = { args: { tone: 'primary', children: '7 days' } };
export const Success: Story = { args: { tone: 'success', children: 'Mastered' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Trial: 12 days left' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Overdue' } };
