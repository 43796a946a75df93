import type { CSSProperties, ReactNode } from 'react';

// Plain tables in the docs page's own type, so the tokens are what stands out.
const table: CSSProperties = {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: 14,
  margin: '16px 0',
};
const cell: CSSProperties = {
  borderBottom: '1px solid var(--aayra-color-border)',
  padding: '8px 12px',
  textAlign: 'start',
  verticalAlign: 'middle',
};

export interface TokenTableProps {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

/** A captioned table, one row per token. */
export function TokenTable({ caption, headers, rows }: TokenTableProps) {
  return (
    <table style={table}>
      <caption style={{ textAlign: 'start', fontWeight: 700, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" style={cell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((content, column) => (
              <td key={column} style={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A token's name as code. */
export function TokenName({ name }: { name: string }) {
  return <code style={{ whiteSpace: 'nowrap' }}>{name}</code>;
}
