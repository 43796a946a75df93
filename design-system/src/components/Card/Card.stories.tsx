import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';
import { componentDocs } from '../../../.storybook/component-docs';

const meta = {
  title: 'Layout/Card',
  parameters: componentDocs({
    what: "A raised surface that groups related content, with the theme's surface colour, border and radius.",
    use: "To group one subject's content: a session in a list, a settings section, the study set's steps.",
    avoid:
      'When the whole card is one link or button (use a LinkCard), or to frame a single line of text (use nothing, or a Badge).',
  }),
  component: Card,
  args: {
    children: (
      <>
        <h2 style={{ marginTop: 0 }}>Subscription</h2>
        <p style={{ marginBottom: 0 }}>Free plan: 2 sessions a day, 14 a week.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Section: Story = { args: { as: 'section', 'aria-label': 'Subscription' } };
export const SmallPadding: Story = { args: { padding: 'sm' } };
export const LargePadding: Story = { args: { padding: 'lg' } };
