/** A run of item text: words shown as written, or a formula to show as math. */
export type StudyTextPart =
  | { kind: 'text'; text: string }
  | {
      kind: 'math';
      /** The LaTeX between the delimiters. */
      tex: string;
      /** `$$...$$` and `\[...\]` stand on their own line; `$...$` and `\(...\)` sit in the sentence. */
      display: boolean;
      /** The formula as written, delimiters included: shown until (or unless) it renders. */
      source: string;
    };

const PAIRED_DELIMITERS = [
  { open: '$$', close: '$$', display: true },
  { open: '\\[', close: '\\]', display: true },
  { open: '\\(', close: '\\)', display: false },
] as const;

// A lone number between dollars ("$5$") is money or a typo far more often than a formula.
const ONLY_A_NUMBER = /^[\d\s.,]+$/;

/**
 * Splits generated or learner-written item text into plain and math parts.
 * Formulas are `$...$`, `$$...$$`, `\(...\)` and `\[...\]`. Prices must stay words, so a `$...$`
 * part follows the rule most Markdown-with-math readers use: no space just inside either dollar,
 * no digit just after the closing one, not only a number, not across a blank line. `\$` is a
 * literal dollar. Anything that does not close is plain text.
 */
export function splitStudyText(text: string): StudyTextPart[] {
  const parts: StudyTextPart[] = [];
  let plain = '';
  const pushMath = (tex: string, display: boolean, source: string) => {
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'math', tex: tex.trim(), display, source });
  };

  let at = 0;
  scan: while (at < text.length) {
    if (text.startsWith('\\$', at)) {
      plain += '$';
      at += 2;
      continue;
    }
    for (const { open, close, display } of PAIRED_DELIMITERS) {
      if (!text.startsWith(open, at)) continue;
      const end = closingIndex(text, close, at + open.length);
      const tex = end === -1 ? '' : text.slice(at + open.length, end);
      if (tex.trim() === '') break;
      pushMath(tex, display, text.slice(at, end + close.length));
      at = end + close.length;
      continue scan;
    }
    if (text.startsWith('$$', at)) {
      // An unclosed or empty `$$` is two dollar signs, never the start of an inline formula.
      plain += '$$';
      at += 2;
      continue;
    }
    if (text[at] === '$') {
      const end = inlineClosingIndex(text, at);
      if (end !== -1) {
        pushMath(text.slice(at + 1, end), false, text.slice(at, end + 1));
        at = end + 1;
        continue;
      }
    }
    plain += text[at];
    at += 1;
  }
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}

/** Where `close` next appears from `from`, skipping escaped dollars; -1 when it never does. */
function closingIndex(text: string, close: string, from: number): number {
  for (let at = from; at <= text.length - close.length; at += 1) {
    if (text[at] === '\\' && text[at + 1] === '$') {
      at += 1;
      continue;
    }
    if (text.startsWith(close, at)) return at;
  }
  return -1;
}

/** The closing dollar of a `$...$` formula opened at `open`, or -1 when this dollar is just a dollar. */
function inlineClosingIndex(text: string, open: number): number {
  const first = text[open + 1];
  if (first === undefined || /\s/.test(first)) return -1;
  const end = closingIndex(text, '$', open + 1);
  if (end === -1) return -1;
  const tex = text.slice(open + 1, end);
  const after = text[end + 1];
  if (/\s/.test(tex.at(-1) ?? ' ')) return -1;
  if (after !== undefined && /\d/.test(after)) return -1;
  if (ONLY_A_NUMBER.test(tex)) return -1;
  if (/\n\s*\n/.test(tex)) return -1;
  return end;
}
