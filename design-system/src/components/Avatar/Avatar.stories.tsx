import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { componentDocs } from '../../../.storybook/component-docs';

// A tiny inline picture, so the story needs no network.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#7c8cf8"/><circle cx="20" cy="16" r="7" fill="#fff"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Data display/Avatar',
  parameters: componentDocs({
    what: "The learner's profile picture in a circle, or their initials when there is no picture or it fails to load. Decorative unless given a `label`.",
    use: "In the top bar, on the profile page and next to a learner's name.",
    avoid: 'For icons or logos (use an icon), or for anything that is not a person.',
  }),
  component: Avatar,
  args: { name: 'Ada Lovelace', label: 'Profile of Ada Lovelace' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const OneWord: Story = { args: { name: 'Ada' } };
export const NoName: Story = { args: { name: null, label: 'Profile' } };
export const Picture: Story = { args: { src: PICTURE } };
export const BrokenPicture: Story = { args: { src: '/missing-picture.png' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
};
