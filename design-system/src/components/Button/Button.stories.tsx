import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconHeart } from '../Icon/icons';
import { Button } from './Button';
import { componentDocs } from '../../../.storybook/component-docs';

const meta = {
  title: 'Actions/Button',
  parameters: componentDocs({
    what: 'A native button in four variants: primary for the one main action of a screen, secondary, ghost for quiet actions, danger for destructive ones. 44 px high (36 px with `size="sm"`). Takes every attribute of `<button>`; `type` defaults to `button`.',
    use: 'For an action on the page: Submit Answer, Take a Break, Save Profile. While `loading` it keeps focus and ignores clicks.',
    avoid:
      'To go to another page (use a link or a LinkCard), for an icon alone (use an IconButton), or for an on/off setting (use a Switch).',
  }),
  component: Button,
  args: { children: 'Sign In', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Settings' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Forgot password?' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Discard' } };
export const Loading: Story = {
  args: { variant: 'primary', loading: true, loadingLabel: 'Saving...' },
};
export const Disabled: Story = {
  args: { variant: 'primary', disabled: true, children: 'Save Profile' },
};
export const WithIcon: Story = { args: { startIcon: <IconHeart />, children: 'Favorites' } };
export const FullWidth: Story = { args: { variant: 'primary', fullWidth: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  args: { variant: 'primary' },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
    </div>
  ),
};
