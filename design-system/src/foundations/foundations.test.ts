import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourPairs } from './colour-pairs';
import { contrastRatio, parseColour } from './contrast';
import { paletteValue, readTokens, tokenSheet } from './tokens';

const tokensCss = readFileSync(join(import.meta.dirname, '..', 'styles', 'tokens.css'), 'utf8');

describe('the Foundations pages read tokens.css', () => {
  it('finds every custom property tokens.css declares, in one of its four groups', () => {
    const declared = [...tokensCss.matchAll(/(--aayra-[\w-]+)\s*:/g)].map((match) => match[1]);
    const { shared, light, dark, reducedMotion } = tokenSheet;
    const read = [...shared, ...light, ...dark, ...reducedMotion].map((token) => token.name);
    expect(read.sort()).toEqual(declared.sort());
  });

  it('gives both palettes the same colour tokens', () => {
    const names = (tokens: { name: string }[]) => tokens.map((token) => token.name);
    expect(names(tokenSheet.dark)).toEqual(names(tokenSheet.light));
  });

  it('shows a changed value as it is now written', () => {
    const changed = readTokens(
      tokensCss.replace('--aayra-color-text: #1b1b29', '--aayra-color-text: #000000'),
    );
    expect(paletteValue(changed.light, 'text')).toBe('#000000');
  });
});

describe('contrast', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBeCloseTo(1, 5);
  });

  it('matches the WCAG figure for a known pair', () => {
    // #767676 on white is the well-known lightest grey that passes AA: 4.54:1.
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('reads translucent colours over their background', () => {
    expect(parseColour('rgb(17 17 30 / 0.55)')).toEqual({ r: 17, g: 17, b: 30, a: 0.55 });
    expect(contrastRatio('rgb(0 0 0 / 0)', '#ffffff')).toBeCloseTo(1, 5);
  });

  it.each(['light', 'dark'] as const)(
    'meets its minimum for every pair the components use, %s theme',
    (theme) => {
      const palette = tokenSheet[theme];
      const short = colourPairs
        .map((pair) => ({
          pair: `${pair.foreground} on ${pair.background}`,
          ratio: contrastRatio(
            paletteValue(palette, pair.foreground),
            paletteValue(palette, pair.background),
          ),
          minimum: pair.minimum,
        }))
        .filter(({ ratio, minimum }) => ratio < minimum)
        .map(({ pair, ratio, minimum }) => `${pair}: ${ratio.toFixed(2)} < ${minimum}`);
      expect(short).toEqual([]);
    },
  );
});
