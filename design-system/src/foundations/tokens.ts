// The design tokens as data, read from the one stylesheet that defines them (styles/tokens.css),
// so the Foundations pages can never drift from what the components use.
import tokensCss from '../styles/tokens.css?raw';

export interface Token {
  /** The custom property, e.g. `--aayra-space-4`. */
  name: string;
  /** Its value as written in tokens.css. */
  value: string;
  /** The comment above its group in tokens.css, when there is one. */
  note?: string;
}

export interface TokenSheet {
  /** Tokens that are the same in both themes: spacing, radii, type, motion, layers. */
  shared: Token[];
  /** The light palette (`:root[data-theme='light']`, also the default). */
  light: Token[];
  /** The dark palette (`:root[data-theme='dark']`). */
  dark: Token[];
  /** What the user's reduced-motion setting changes (`@media (prefers-reduced-motion: reduce)`). */
  reducedMotion: Token[];
}

const DECLARATION = /(\/\*([\s\S]*?)\*\/\s*)?(--aayra-[\w-]+)\s*:\s*([^;]+);/g;

function declarationsOf(block: string): Token[] {
  const tokens: Token[] = [];
  for (const match of block.matchAll(DECLARATION)) {
    const note = match[2]?.trim();
    tokens.push({
      name: match[3]!,
      value: match[4]!.replace(/\s+/g, ' ').trim(),
      ...(note ? { note } : {}),
    });
  }
  return tokens;
}

/** The body of the first rule whose selector (or at-rule) ends just before its `{`. */
function blockAfter(css: string, selector: RegExp): string {
  const match = selector.exec(css);
  if (!match) throw new Error(`tokens.css has no rule for ${selector}`);
  let depth = 0;
  const start = match.index + match[0].length;
  for (let at = start; at < css.length; at += 1) {
    if (css[at] === '{') depth += 1;
    if (css[at] === '}') {
      if (depth === 0) return css.slice(start, at);
      depth -= 1;
    }
  }
  throw new Error(`tokens.css: unclosed rule for ${selector}`);
}

/** Splits tokens.css into its shared tokens, its two palettes and its reduced-motion overrides. */
export function readTokens(css: string): TokenSheet {
  const withoutHeader = css.replace(/^\s*\/\*[\s\S]*?\*\//, '');
  return {
    shared: declarationsOf(blockAfter(withoutHeader, /^:root\s*\{/m)),
    light: declarationsOf(blockAfter(withoutHeader, /:root\[data-theme='light'\]\s*\{/)),
    dark: declarationsOf(blockAfter(withoutHeader, /:root\[data-theme='dark'\]\s*\{/)),
    reducedMotion: declarationsOf(
      blockAfter(withoutHeader, /@media \(prefers-reduced-motion: reduce\)\s*\{/),
    ),
  };
}

export const tokenSheet: TokenSheet = readTokens(tokensCss);

/**
 * The shared tokens of the given groups, group by group in the order tokens.css lists them: a group
 * is a name (`easing` is `--aayra-easing`) or a prefix (`space` is every `--aayra-space-*`).
 */
export function sharedTokens(...groups: string[]): Token[] {
  return groups.flatMap((group) =>
    tokenSheet.shared.filter(
      ({ name }) => name === `--aayra-${group}` || name.startsWith(`--aayra-${group}-`),
    ),
  );
}

/** A token's value in a palette or in the reduced-motion overrides, by its full name. */
export function valueOf(tokens: readonly Token[], name: string): string | undefined {
  return tokens.find((token) => token.name === name)?.value;
}

/** A palette's value for a colour token, by its short name (`text-muted`). */
export function paletteValue(palette: readonly Token[], colour: string): string {
  const value = valueOf(palette, `--aayra-color-${colour}`);
  if (value === undefined) throw new Error(`tokens.css defines no --aayra-color-${colour}`);
  return value;
}
