import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './icons';

const meta = {
  title: 'Utilities/Icons',
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
