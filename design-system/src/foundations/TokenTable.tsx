import type { CSSProperties, ReactNode } from 'react';
import type { Token } from './tokens';

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

/** A Foundations table's columns, in order: each heading, and what it shows for a row. */
export type Columns<Row> = Record<string, (row: Row) => ReactNode>;

export interface FoundationTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  columns: Columns<Row>;
}

/** A captioned table, one row per token (or per colour pair). */
export function FoundationTable<Row>({ caption, rows, columns }: FoundationTableProps<Row>) {
  return (
    <table style={table}>
      <caption style={{ textAlign: 'start', fontWeight: 700, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {Object.keys(columns).map((header) => (
            <th key={header} scope="col" style={cell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {Object.entries(columns).map(([header, show]) => (
              <td key={header} style={cell}>
                {show(row)}
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

/** The value as written in tokens.css. */
export const asWritten = (token: Token) => <code>{token.value}</code>;

/** A table of tokens: the token's name first, then the given columns. */
export function TokenTable({
  caption,
  tokens,
  columns,
}: {
  caption: string;
  tokens: readonly Token[];
  columns: Columns<Token>;
}) {
  return (
    <FoundationTable
      caption={caption}
      rows={tokens}
      columns={{ Token: (token) => <TokenName name={token.name} />, ...columns }}
    />
  );
}
