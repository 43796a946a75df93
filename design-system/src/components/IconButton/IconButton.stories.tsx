import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconArrowLeft, IconClose, IconHeart, IconHome } from '../Icon/icons';
import { IconButton } from './IconButton';
import { componentDocs } from '../../../.storybook/component-docs';

const meta = {
  title: 'Actions/IconButton',
  parameters: componentDocs({
    what: 'A square button showing only an icon, named by its required `aria-label`. Takes every attribute of `<button>`.',
    use: 'For compact, well-known actions: close, favorite, show password, the bottom bar.',
    avoid:
      'When the action is not obvious from the icon alone (use a Button with text and `startIcon`).',
  }),
  component: IconButton,
  args: { 'aria-label': 'Favorites', icon: <IconHeart />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Secondary: Story = {
  args: { variant: 'secondary', 'aria-label': 'Home', icon: <IconHome /> },
};
export const Primary: Story = {
  args: { variant: 'primary', 'aria-label': 'Back', icon: <IconArrowLeft /> },
};
export const Danger: Story = {
  args: { variant: 'danger', 'aria-label': 'Remove', icon: <IconClose /> },
};
export const Disabled: Story = { args: { disabled: true } };

export const BottomBar: Story = {
  render: () => (
    <nav
      aria-label="Bottom bar"
      style={{ display: 'flex', justifyContent: 'space-around', maxWidth: '24rem' }}
    >
      <IconButton aria-label="Back" icon={<IconArrowLeft />} size="lg" />
      <IconButton aria-label="Home" icon={<IconHome />} size="lg" />
      <IconButton aria-label="Favorites" icon={<IconHeart />} size="lg" />
    </nav>
  ),
};
