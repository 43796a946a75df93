import { TokenName, TokenTable } from './TokenTable';
import { sharedGroup, tokenSheet } from './tokens';

/** 1rem is 16 px in every browser's default; designers think in pixels. */
function pixels(value: string): string {
  const rem = /^([\d.]+)rem$/.exec(value);
  return rem ? `${Number(rem[1]) * 16} px` : '';
}

/** The spacing scale, each step drawn at its size. */
export function SpacingScale() {
  return (
    <TokenTable
      caption="Spacing"
      headers={['Token', 'Value', 'Pixels', 'Size']}
      rows={sharedGroup('space').map((token) => [
        <TokenName name={token.name} />,
        <code>{token.value}</code>,
        pixels(token.value),
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            height: 16,
            width: `var(${token.name})`,
            background: 'var(--aayra-color-primary)',
          }}
        />,
      ])}
    />
  );
}

/** Corner radii, each on a square. */
export function RadiusScale() {
  return (
    <TokenTable
      caption="Radii"
      headers={['Token', 'Value', 'Shape']}
      rows={sharedGroup('radius').map((token) => [
        <TokenName name={token.name} />,
        <code>{token.value}</code>,
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            width: 56,
            height: 56,
            borderRadius: `var(${token.name})`,
            border: '2px solid var(--aayra-color-primary)',
          }}
        />,
      ])}
    />
  );
}

/** Control heights: 44 px is the smallest comfortable touch target. */
export function ControlHeights() {
  return (
    <TokenTable
      caption="Control heights and focus ring"
      headers={['Token', 'Value', 'Pixels']}
      rows={[...sharedGroup('control'), ...sharedGroup('focus')].map((token) => [
        <TokenName name={token.name} />,
        <code>{token.value}</code>,
        pixels(token.value),
      ])}
    />
  );
}

/** The type scale, each size set in a line of study text. */
export function TypeScale() {
  return (
    <>
      <TokenTable
        caption="Font sizes"
        headers={['Token', 'Value', 'Pixels', 'Sample']}
        rows={sharedGroup('font-size').map((token) => [
          <TokenName name={token.name} />,
          <code>{token.value}</code>,
          pixels(token.value),
          <span
            style={{
              fontFamily: 'var(--aayra-font-family)',
              fontSize: `var(${token.name})`,
              lineHeight: 'var(--aayra-line-height-tight)',
            }}
          >
            Photosynthesis makes glucose
          </span>,
        ])}
      />
      <TokenTable
        caption="Weights, line heights and families"
        headers={['Token', 'Value', 'Sample']}
        rows={[
          ...sharedGroup('font-weight'),
          ...sharedGroup('line-height'),
          ...tokenSheet.shared.filter((token) =>
            ['--aayra-font-family', '--aayra-font-mono'].includes(token.name),
          ),
        ].map((token) => [
          <TokenName name={token.name} />,
          <code>{token.value}</code>,
          <span
            style={{
              fontFamily: token.name.includes('font-mono')
                ? `var(${token.name})`
                : 'var(--aayra-font-family)',
              fontWeight: token.name.includes('weight') ? `var(${token.name})` : undefined,
              lineHeight: token.name.includes('line-height') ? `var(${token.name})` : undefined,
              display: 'block',
              maxWidth: '18rem',
            }}
          >
            {token.name.includes('line-height')
              ? 'A cell is the smallest unit of life; every living thing is made of cells.'
              : 'Stage 2 review due'}
          </span>,
        ])}
      />
    </>
  );
}

/** Durations and easing, with what reduced motion turns them into. */
export function MotionTokens() {
  const reduced = new Map(tokenSheet.reducedMotion.map((token) => [token.name, token.value]));
  return (
    <TokenTable
      caption="Motion"
      headers={['Token', 'Value', 'With reduced motion']}
      rows={[
        ...sharedGroup('duration'),
        ...tokenSheet.shared.filter((token) => token.name === '--aayra-easing'),
      ].map((token) => [
        <TokenName name={token.name} />,
        <code>{token.value}</code>,
        <code>{reduced.get(token.name) ?? token.value}</code>,
      ])}
    />
  );
}

/** Stacking order of the layers that cover the page. */
export function LayerTokens() {
  return (
    <TokenTable
      caption="Layers (z-index)"
      headers={['Token', 'Value']}
      rows={[
        ...sharedGroup('z'),
        ...tokenSheet.shared.filter((token) => token.name === '--aayra-toaster-offset'),
      ].map((token) => [<TokenName name={token.name} />, <code>{token.value}</code>])}
    />
  );
}
