import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconCheck, IconHeart } from '../Icon/icons';
import { LinkCard } from './LinkCard';

const meta = {
  title: 'Layout/LinkCard',
  component: LinkCard,
  args: {
    href: '#pending-reviews',
    title: 'Pending Reviews',
    description: 'Sessions due for review today',
    count: 3,
    onClick: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {};
export const WithIcon: Story = {
  args: { icon: <IconCheck />, title: 'Completed Sessions', count: 12 },
};
export const AsButton: Story = {
  args: { href: undefined, title: 'Favorites', icon: <IconHeart />, count: undefined },
};
export const NoCount: Story = {
  args: {
    title: 'Start New Session',
    description: 'Begin a focused study session',
    count: undefined,
  },
};
export const Loading: Story = {
  args: { title: 'Start New Session', description: 'Checking your limits', count: undefined },
};
export const Disabled: Story = {
  args: {
    title: 'Start New Session',
    description: 'Daily session limit reached',
    count: undefined,
    disabled: true,
  },
};

export const HomeGrid: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: '1rem',
        gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
      }}
    >
      <LinkCard href="#pending" title="Pending Reviews" count={3} />
      <LinkCard
        href="#new"
        title="Start New Session"
        description="Focus on one topic (1/2 today)"
      />
      <LinkCard href="#incomplete" title="Incomplete Sessions" count={1} />
      <LinkCard href="#completed" title="Completed Sessions" count={12} />
    </div>
  ),
};
