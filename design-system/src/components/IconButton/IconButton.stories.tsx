import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconArrowLeft, IconClose, IconHeart, IconHome } from '../Icon/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
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
