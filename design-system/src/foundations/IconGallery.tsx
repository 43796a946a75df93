import * as icons from '../components/Icon/icons';

/** Every icon the package exports, by its import name, at the size and colour of the text around it. */
export function IconGallery() {
  const entries = Object.entries(icons).filter(([name]) => /^Icon[A-Z]/.test(name));
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {entries.map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 16 }}>
          <Icon width={24} height={24} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}
