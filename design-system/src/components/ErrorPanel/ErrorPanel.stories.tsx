import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorPanel } from './ErrorPanel';

const meta = {
  title: 'Feedback/ErrorPanel',
  component: ErrorPanel,
  args: {
    title: 'This part of Aayra could not load',
    message: 'Check your connection, then try again. The rest of the app still works.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const LongMessage: Story = {
  args: {
    message:
      'TypeError: Failed to fetch dynamically imported module https://example.invalid/remoteEntry.js',
  },
};
