import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './icons';
import { componentDocs } from '../../../.storybook/component-docs';

const meta = {
  title: 'Utilities/Icons',
  parameters: componentDocs({
    what: 'Line icons on a 24 px grid drawn in `currentColor`, decorative (`aria-hidden`). The Foundations/Icons page shows the whole set.',
    use: 'Inside a Button, IconButton, LinkCard or EmptyState that carries the accessible name.',
    avoid: 'Alone to convey meaning (pair it with text or a label), or as illustrations.',
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: '1rem',
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <Icon />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
