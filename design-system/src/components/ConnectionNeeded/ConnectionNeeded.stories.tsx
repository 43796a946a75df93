import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectionNeeded } from './ConnectionNeeded';
import { componentDocs } from '../../../.storybook/component-docs';

const meta = {
  title: 'Feedback/ConnectionNeeded',
  parameters: componentDocs({
    what: 'One muted line, `role=status`, saying the page needs a connection and loads once back online.',
    use: 'In place of a spinner when a page has nothing saved on this device and the network is gone.',
    avoid: 'When saved data is shown (the layout already says the app is offline), or for a failure (use the ErrorPanel).',
  }),
  component: ConnectionNeeded,
} satisfies Meta<typeof ConnectionNeeded>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
