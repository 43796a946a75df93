import { colourPairs } from './colour-pairs';
import { contrastRatio, parseColour } from './contrast';
import { TokenName, TokenTable } from './TokenTable';
import { paletteValue, tokenSheet, type Token } from './tokens';

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
  const colours = tokenSheet.light.filter((token) => parseColour(token.value));
  const dark = new Map(tokenSheet.dark.map((token: Token) => [token.name, token.value]));
  return (
    <TokenTable
      caption="Colour tokens, light and dark"
      headers={['Token', 'Light', 'Dark']}
      rows={colours.map((token) => [
        <TokenName name={token.name} />,
        <Swatch value={token.value} />,
        <Swatch value={dark.get(token.name) ?? ''} />,
      ])}
    />
  );
}

function Sample({ foreground, background }: { foreground: string; background: string }) {
  return (
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
  );
}

function Ratio({ ratio, minimum }: { ratio: number; minimum: number }) {
  const passes = ratio >= minimum;
  return (
    <span>
      <strong>{ratio.toFixed(2)}:1</strong> {passes ? 'passes' : 'FAILS'} {minimum}:1
    </span>
  );
}

/** The contrast of each colour on the backgrounds the components draw it on, in both themes. */
export function ContrastTable() {
  return (
    <TokenTable
      caption="Contrast on the backgrounds each colour is used on"
      headers={['Colour on background', 'Used for', 'Light', 'Dark']}
      rows={colourPairs.map((pair) => {
        const cells = (['light', 'dark'] as const).map((theme) => {
          const palette = tokenSheet[theme];
          const foreground = paletteValue(palette, pair.foreground);
          const background = paletteValue(palette, pair.background);
          return (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <Sample foreground={foreground} background={background} />
              <Ratio ratio={contrastRatio(foreground, background)} minimum={pair.minimum} />
            </span>
          );
        });
        return [
          <span>
            <TokenName name={`--aayra-color-${pair.foreground}`} /> on{' '}
            <TokenName name={`--aayra-color-${pair.background}`} />
          </span>,
          pair.usedFor,
          ...cells,
        ];
      })}
    />
  );
}

/** Colours that are not flat fills (the scrim, the shadows), as written. */
export function OtherColourTokens() {
  const others = tokenSheet.light.filter(
    (token) => !parseColour(token.value) && token.name !== 'color-scheme',
  );
  const dark = new Map(tokenSheet.dark.map((token) => [token.name, token.value]));
  return (
    <TokenTable
      caption="Scrim and shadows"
      headers={['Token', 'Light', 'Dark']}
      rows={others.map((token) => [
        <TokenName name={token.name} />,
        <code>{token.value}</code>,
        <code>{dark.get(token.name)}</code>,
      ])}
    />
  );
}
