import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    children: (
      <>
        <h2 style={{ marginTop: 0 }}>Subscription</h2>
        <p style={{ marginBottom: 0 }}>Free plan: 2 sessions a day, 14 a week.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Section: Story = { args: { as: 'section', 'aria-label': 'Subscription' } };
export const SmallPadding: Story = { args: { padding: 'sm' } };
export const LargePadding: Story = { args: { padding: 'lg' } };
