import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { IconCheck } from '../Icon/icons';
import { EmptyState } from './EmptyState';
import { componentDocs } from '../../../.storybook/component-docs';

const meta = {
  title: 'Feedback/EmptyState',
  parameters: componentDocs({
    what: 'What a list or area shows when it has nothing yet: a title, an optional explanation, icon and action.',
    use: "When a list is empty for a normal reason: 'No pending reviews', no favorites yet, a study set without flashcards.",
    avoid:
      'When loading failed (use an ErrorPanel) or is still under way (use a Spinner or the LoadingOverlay).',
  }),
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
