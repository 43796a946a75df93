import type { ReactNode } from 'react';
import { colourPairs, pairContrast, type ColourPair } from './colour-pairs';
import { parseColour } from './contrast';
import { FoundationTable, TokenName, TokenTable, type Columns } from './TokenTable';
import { paletteValue, tokenSheet, valueOf, type Token } from './tokens';

/** The two palettes, in the order the tables show them. */
const palettes = [
  ['Light', tokenSheet.light],
  ['Dark', tokenSheet.dark],
] as const;

/** A column per palette: what each row shows in the light palette, then in the dark one. */
function paletteColumns<Row>(
  show: (row: Row, palette: readonly Token[]) => ReactNode,
): Columns<Row> {
  return Object.fromEntries(
    palettes.map(([header, palette]) => [header, (row: Row) => show(row, palette)]),
  );
}

function Swatch({ value }: { value: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        aria-hidden="true"
        style={{
          width: 40,
          height: 28,
          borderRadius: 6,
          background: value,
          border: '1px solid var(--aayra-color-border-strong)',
          flex: 'none',
        }}
      />
      <code>{value}</code>
    </span>
  );
}

/** Every colour token, the light value beside the dark one. */
export function ColourTokens() {
  return (
    <TokenTable
      caption="Colour tokens, light and dark"
      tokens={tokenSheet.light.filter((token) => parseColour(token.value))}
      columns={paletteColumns((token, palette) => (
        <Swatch value={valueOf(palette, token.name) ?? ''} />
      ))}
    />
  );
}

/** A pair drawn as the components draw it, with its contrast ratio against its minimum. */
function PairSample({ pair, palette }: { pair: ColourPair; palette: readonly Token[] }) {
  const foreground = paletteValue(palette, pair.foreground);
  const background = paletteValue(palette, pair.background);
  const ratio = pairContrast(pair, palette);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        style={{
          display: 'inline-block',
          padding: '4px 10px',
          borderRadius: 6,
          color: foreground,
          background,
          border: `2px solid ${foreground}`,
        }}
      >
        Aa
      </span>
      <span>
        <strong>{ratio.toFixed(2)}:1</strong> {ratio >= pair.minimum ? 'passes' : 'FAILS'}{' '}
        {pair.minimum}:1
      </span>
    </span>
  );
}

/** The contrast of each colour on the backgrounds the components draw it on, in both themes. */
export function ContrastTable() {
  return (
    <FoundationTable
      caption="Contrast on the backgrounds each colour is used on"
      rows={colourPairs}
      columns={{
        'Colour on background': (pair) => (
          <span>
            <TokenName name={`--aayra-color-${pair.foreground}`} /> on{' '}
            <TokenName name={`--aayra-color-${pair.background}`} />
          </span>
        ),
        'Used for': (pair) => pair.usedFor,
        ...paletteColumns<ColourPair>((pair, palette) => (
          <PairSample pair={pair} palette={palette} />
        )),
      }}
    />
  );
}

/** Colours that are not flat fills (the scrim, the shadows), as written. */
export function OtherColourTokens() {
  return (
    <TokenTable
      caption="Scrim and shadows"
      tokens={tokenSheet.light.filter((token) => !parseColour(token.value))}
      columns={paletteColumns((token, palette) => (
        <code>{valueOf(palette, token.name)}</code>
      ))}
    />
  );
}
