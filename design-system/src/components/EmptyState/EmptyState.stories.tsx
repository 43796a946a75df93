import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { IconCheck } from '../Icon/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'Nothing here yet', description: 'Sessions you mark as favorite appear here.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithIcon: Story = { args: { icon: <IconCheck /> } };
export const WithAction: Story = {
  args: { action: <Button variant="primary">Start a session</Button> },
};
export const TitleOnly: Story = { args: { description: undefined } };
