import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairsBelowMinimum } from './colour-pairs';
import { contrastRatio, parseColour } from './contrast';
import { paletteValue, readTokens, sharedTokens, tokenSheet } from './tokens';

const tokensCss = readFileSync(join(import.meta.dirname, '..', 'styles', 'tokens.css'), 'utf8');

/** tokens.css with a colour's light value changed (the light palette is declared first). */
function withLightColour(colour: string, value: string): string {
  const declaration = new RegExp(`(--aayra-color-${colour}:\\s*)[^;]+;`);
  expect(tokensCss).toMatch(declaration);
  return tokensCss.replace(declaration, `$1${value};`);
}

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
    const changed = readTokens(withLightColour('text', '#000000'));
    expect(paletteValue(changed.light, 'text')).toBe('#000000');
    expect(paletteValue(changed.dark, 'text')).toBe(paletteValue(tokenSheet.dark, 'text'));
  });

  it('lists a group by its prefix, and a single token by its whole name', () => {
    expect(sharedTokens('duration', 'easing').map((token) => token.name)).toEqual([
      '--aayra-duration-fast',
      '--aayra-duration-normal',
      '--aayra-duration-slow',
      '--aayra-easing',
    ]);
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
      expect(pairsBelowMinimum(tokenSheet[theme])).toEqual([]);
    },
  );

  it('reports a pair whose colour is changed below its minimum', () => {
    const changed = readTokens(withLightColour('text-muted', paletteValue(tokenSheet.light, 'bg')));
    expect(pairsBelowMinimum(changed.light)).toContain('text-muted on bg: 1.00 < 4.5');
  });
});
