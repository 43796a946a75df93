/**
 * The material reaches the model inside <material note="N"> ... </material>. Learner-supplied text
 * must not be able to close that tag early or open another one, in any spelling a model might
 * still read as the tag: any case, spaces or line breaks inside, attributes, full-width letters or
 * brackets, invisible characters between the letters, or HTML/JSON escapes of "<" and "/".
 * The "<" of every such tag becomes "‹" (a look-alike that opens no tag), so the text still reads
 * the same to the model and to the learner and nothing else changes.
 */
export const NEUTRAL_BRACKET = '‹';

/** Invisible formatting characters (zero-width space, joiners, soft hyphen...) and spaces. */
const GAP = String.raw`[\s\p{Cf}]*`;
const OPENERS = [String.raw`<`, String.raw`＜`, String.raw`﹤`, String.raw`&lt;?`, String.raw`&#0*60;?`, String.raw`&#x0*3c;?`, String.raw`\\u0*3c`, String.raw`\\x3c`];
const SLASHES = [String.raw`\/`, String.raw`／`, String.raw`&#0*47;?`, String.raw`&#x0*2f;?`, String.raw`&sol;?`, String.raw`\\u0*2f`, String.raw`\\`];

/** One letter of "material": ASCII or full-width, either case. */
function letter(c: string): string {
  const fullWidth = (from: number) => String.fromCodePoint(from + c.charCodeAt(0) - 0x61);
  return `[${c}${c.toUpperCase()}${fullWidth(0xff41)}${fullWidth(0xff21)}]`;
}

const WORD = [...'material'].map(letter).join(`[\\p{Cf}]*`);

// Only the opener is consumed; the lookahead says it opens a material tag.
const MATERIAL_TAG = new RegExp(`(?:${OPENERS.join('|')})(?=${GAP}(?:(?:${SLASHES.join('|')})${GAP})?${WORD})`, 'giu');

/** The text with every opening and closing material tag made harmless. */
export function neutraliseMaterialTags(text: string): string {
  return text.replace(MATERIAL_TAG, NEUTRAL_BRACKET);
}

/** One note wrapped in its delimiters, ready for the prompt. */
export function tagNote(text: string, index: number): string {
  return `<material note="${index}">\n${neutraliseMaterialTags(text)}\n</material>`;
}
