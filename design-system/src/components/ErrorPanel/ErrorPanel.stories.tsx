import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorPanel } from './ErrorPanel';
import { componentDocs } from '../../../.storybook/component-docs';
import { atPhoneWidth } from '../../../.storybook/decorators';

const meta = {
  title: 'Feedback/ErrorPanel',
  parameters: componentDocs({
    what: 'A failure in one area of the page, announced when it appears, with an optional Retry that shows progress while retrying.',
    use: 'When a part of the page could not load or save: a remote that is down, a list that failed to fetch.',
    avoid:
      "For a field's own mistake (use the field's `error`), or for a failure the learner needs not act on in place (use a toast).",
  }),
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

export const AtPhoneWidth: Story = { decorators: [atPhoneWidth] };
