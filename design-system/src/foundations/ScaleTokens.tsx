import { asWritten, TokenTable } from './TokenTable';
import { sharedTokens, tokenSheet, valueOf, type Token } from './tokens';

/** 1rem is 16 px in every browser's default; designers think in pixels. */
function inPixels({ value }: Token): string {
  const rem = /^([\d.]+)rem$/.exec(value);
  return rem ? `${Number(rem[1]) * 16} px` : '';
}

/** The spacing scale, each step drawn at its size. */
export function SpacingScale() {
  return (
    <TokenTable
      caption="Spacing"
      tokens={sharedTokens('space')}
      columns={{
        Value: asWritten,
        Pixels: inPixels,
        Size: ({ name }) => (
          <span
            aria-hidden="true"
            style={{
              display: 'block',
              height: 16,
              width: `var(${name})`,
              background: 'var(--aayra-color-primary)',
            }}
          />
        ),
      }}
    />
  );
}

/** Corner radii, each on a square. */
export function RadiusScale() {
  return (
    <TokenTable
      caption="Radii"
      tokens={sharedTokens('radius')}
      columns={{
        Value: asWritten,
        Shape: ({ name }) => (
          <span
            aria-hidden="true"
            style={{
              display: 'block',
              width: 56,
              height: 56,
              borderRadius: `var(${name})`,
              border: '2px solid var(--aayra-color-primary)',
            }}
          />
        ),
      }}
    />
  );
}

/** Control heights: 44 px is the smallest comfortable touch target. */
export function ControlHeights() {
  return (
    <TokenTable
      caption="Control heights and focus ring"
      tokens={sharedTokens('control', 'focus')}
      columns={{ Value: asWritten, Pixels: inPixels }}
    />
  );
}

/** The type scale, each size set in a line of study text. */
export function TypeScale() {
  return (
    <>
      <TokenTable
        caption="Font sizes"
        tokens={sharedTokens('font-size')}
        columns={{
          Value: asWritten,
          Pixels: inPixels,
          Sample: ({ name }) => (
            <span
              style={{
                fontFamily: 'var(--aayra-font-family)',
                fontSize: `var(${name})`,
                lineHeight: 'var(--aayra-line-height-tight)',
              }}
            >
              Photosynthesis makes glucose
            </span>
          ),
        }}
      />
      <TokenTable
        caption="Weights, line heights and families"
        tokens={sharedTokens('font-weight', 'line-height', 'font-family', 'font-mono')}
        columns={{
          Value: asWritten,
          Sample: ({ name }) => (
            <span
              style={{
                fontFamily: name.includes('font-mono')
                  ? `var(${name})`
                  : 'var(--aayra-font-family)',
                fontWeight: name.includes('weight') ? `var(${name})` : undefined,
                lineHeight: name.includes('line-height') ? `var(${name})` : undefined,
                display: 'block',
                maxWidth: '18rem',
              }}
            >
              {name.includes('line-height')
                ? 'A cell is the smallest unit of life; every living thing is made of cells.'
                : 'Stage 2 review due'}
            </span>
          ),
        }}
      />
    </>
  );
}

/** Durations and easing, with what reduced motion turns them into. */
export function MotionTokens() {
  return (
    <TokenTable
      caption="Motion"
      tokens={sharedTokens('duration', 'easing')}
      columns={{
        Value: asWritten,
        'With reduced motion': ({ name, value }) => (
          <code>{valueOf(tokenSheet.reducedMotion, name) ?? value}</code>
        ),
      }}
    />
  );
}

/** Stacking order of the layers that cover the page. */
export function LayerTokens() {
  return (
    <TokenTable
      caption="Layers (z-index)"
      tokens={sharedTokens('z', 'toaster-offset')}
      columns={{ Value: asWritten }}
    />
  );
}
