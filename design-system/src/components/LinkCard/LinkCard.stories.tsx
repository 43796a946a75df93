import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconCheck, IconHeart } from '../Icon/icons';
import { LinkCard } from './LinkCard';
import { componentDocs } from '../../../.storybook/component-docs';
import { atPhoneWidth, inColumn } from '../../../.storybook/decorators';
import { longTopic } from '../../../.storybook/learner-examples';

const meta = {
  title: 'Layout/LinkCard',
  parameters: componentDocs({
    what: 'A whole card that is one link (with `href`) or one button: title, optional description, count and icon. Its accessible name is its visible text.',
    use: "For navigation tiles: the home page's Pending Reviews, Completed Sessions, Favorites, Start New Session.",
    avoid:
      'When a card holds several actions (use a Card with Buttons inside), or for inline links in text.',
  }),
  component: LinkCard,
  args: {
    href: '#pending-reviews',
    title: 'Pending Reviews',
    description: 'Sessions due for review today',
    count: 3,
    onClick: fn(),
  },
  decorators: [inColumn('28rem')],
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

/** A session whose topic is at the 100-character limit. */
export const LongTopic: Story = {
  args: { title: 'Biology', description: longTopic, count: undefined, icon: <IconCheck /> },
};
export const LongTopicAtPhoneWidth: Story = {
  args: { title: 'Biology', description: longTopic, count: 2 },
  decorators: [atPhoneWidth],
};
