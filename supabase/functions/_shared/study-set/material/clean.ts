// Stage 1 of the generator: the learner's notes as plain, structured text. Notes arrive as typed
// markdown, text pasted from a PDF (a line break every 70 characters), bullet lists and formulas;
// everything after this stage reads blocks (headings, bullets, paragraphs) of clean sentences.
import { FORMULA } from './formulas.ts';
import { redactPersonalData } from './redact.ts';
import type { StudyNote } from '../core/types.ts';
import { countWords } from '../core/words.ts';

export type BlockKind = 'heading' | 'bullet' | 'paragraph';

export interface MaterialBlock {
  note: number;
  kind: BlockKind;
  text: string;
  /** Sections start at each heading (and each note); items and key points are spread over them. */
  section: number;
}

export interface CleanMaterial {
  /** Each note's cleaned text: its blocks, one a line. Every item quotes this text. */
  notes: string[];
  blocks: MaterialBlock[];
  /** Terms the learner set in bold or italics (lower case): key terms by the learner's own choice. */
  emphasised: Set<string>;
  /** Words as the learner wrote them, counted like the upload page counts them. */
  wordCount: number;
}


const HEADING = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/;
const RULE = /^\s*(?:[-*_=]\s*){3,}$/;
const BULLET = /^(\s*)(?:[-*+•●▪◦‣∙–—]|\(?\d{1,3}[.)]|\(?[a-z]\)|[a-z]\.(?=\s)|[A-Z]\))\s+(.*)$/;
// A note line opening with its date ("May 1789: ...", "Nov 1799 - ...", "1795-99: ...", "Aug 4 -> ...")
// is a note of its own in a timeline, never the wrapped end of the line before.
const DATED_LINE =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-zé]*\.?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:\d{1,4}(?:\s*[-–]\s*\d{2,4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-zé]*\.?\s+\d{1,2})\s*(?::|[-–]\s|->|→|=>)/iu;
const SENTENCE_END = /[.!?।॥。！？؟…:;]["'”’)\]]*$/u;
const WEAK_LAST_WORD = /(?:^|\s)(?:the|a|an|of|and|or|to|in|on|at|by|for|with|from|as|is|are|was|were|that|which|de|la|el|los|las|y|en|del|con|por|para|que|का|की|के|को|में|से|और|पर)$/iu;

/** Markdown and HTML emphasis made plain; emphasised terms are remembered. */
function plainInline(text: string, emphasised: Set<string>): string {
  const remember = (term: string) => {
    const trimmed = term.trim();
    if (trimmed && trimmed.length <= 60) emphasised.add(trimmed.toLowerCase());
    return trimmed;
  };
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<(b|strong|em|i|u)>(.*?)<\/\1>/gi, (_, _tag: string, inner: string) => remember(inner))
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*|__(?=\S)(.+?)(?<=\S)__/g, (_, a?: string, b?: string) => remember(a ?? b ?? ''))
    .replace(/(?<![\p{L}\p{N}*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\p{L}\p{N}*])|(?<![\p{L}\p{N}_])_(?=\S)([^_]+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, (_, a?: string, b?: string) =>
      remember(a ?? b ?? ''),
    )
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*|__|(?<=\s|^)\*(?=\s|$)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain inline text, formulas left exactly as written. */
function cleanLine(text: string, emphasised: Set<string>): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(FORMULA)) {
    result += plainInline(text.slice(last, match.index), emphasised);
    result += `${result && !result.endsWith(' ') ? ' ' : ''}${match[0]} `;
    last = (match.index ?? 0) + match[0].length;
  }
  result += plainInline(text.slice(last), emphasised);
  return result.replace(/ ([,.;:!?)])/g, '$1').replace(/\s+/g, ' ').trim();
}

/** A short line with no sentence ending, between sentences: a title, not a wrapped line. */
function isHeadingLike(line: string, previousEndedSentence: boolean, next: string | undefined): boolean {
  const trimmed = line.trim();
  if (!previousEndedSentence || /^[\p{Ll}\d$]/u.test(trimmed)) return false;
  if (countWords(trimmed) > 8 || WEAK_LAST_WORD.test(trimmed.replace(/:$/, ''))) return false;
  if (/[.!?।॥。！？؟…;,]["'”’)\]]*$/u.test(trimmed)) return false;
  return next === undefined || next.trim() === '' || BULLET.test(next) || !/^\s*\p{Ll}/u.test(next);
}

function normalised(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
      // Invisible characters go; the zero-width joiners stay, Devanagari spells with them.
      .replace(/[\u200b\u2060\ufeff\u00ad]/g, '')
      // \( \) and \[ \] are formulas too, written the common way.
      .replace(/\\\((.+?)\\\)/g, (_, inner: string) => `$${inner}$`)
      .replace(/\\\[([\s\S]+?)\\\]/g, (_, inner: string) => `$$${inner.replace(/\s*\n\s*/g, ' ')}$$`)
      .replace(/\$\$([\s\S]+?)\$\$/g, (_, inner: string) => `$$${inner.replace(/\s*\n\s*/g, ' ').trim()}$$`)
  );
}

interface OpenBlock {
  kind: BlockKind;
  text: string;
  indent: number;
}

export function cleanMaterial(notes: readonly StudyNote[]): CleanMaterial {
  const emphasised = new Set<string>();
  const blocks: MaterialBlock[] = [];
  const cleanedNotes: string[] = [];
  let section = -1;
  let wordCount = 0;

  notes.forEach((note, noteIndex) => {
    wordCount += countWords(note.text);
    section += 1;
    const noteBlocks: MaterialBlock[] = [];
    const lines = normalised(redactPersonalData(note.text)).split('\n');
    let open: OpenBlock | null = null;
    const close = () => {
      if (!open) return;
      const text = cleanLine(open.text, emphasised);
      if (/[\p{L}\p{N}]/u.test(text)) {
        if (open.kind === 'heading' && noteBlocks.length > 0) section += 1;
        noteBlocks.push({ note: noteIndex, kind: open.kind, text, section });
      }
      open = null;
    };

    lines.forEach((raw, at) => {
      const line = raw.replace(/^\s*>\s?/, '').replace(/^\s*\|(.*)\|\s*$/, '$1').replace(/\s*\|\s*/g, ' - ');
      const trimmed = line.trim();
      const next = lines.slice(at + 1).find((candidate) => candidate.trim() !== '');
      const nextIsBlank = (lines[at + 1] ?? '').trim() === '';
      if (trimmed === '') return close();
      const current = open as OpenBlock | null;
      if (RULE.test(trimmed)) {
        // A setext underline makes the line above a heading; otherwise it is a rule.
        if (current && current.kind === 'paragraph' && !current.text.includes('\n') && /^[=-]+$/.test(trimmed.replace(/\s/g, ''))) {
          current.kind = 'heading';
        }
        return close();
      }
      const heading = HEADING.exec(line);
      if (heading) {
        close();
        open = { kind: 'heading', text: heading[1] ?? '', indent: 0 };
        return close();
      }
      const bullet = BULLET.exec(line);
      if (bullet) {
        close();
        open = { kind: 'bullet', text: bullet[2] ?? '', indent: (bullet[1] ?? '').length };
        return undefined;
      }
      const indent = /^\s*/.exec(line)?.[0].length ?? 0;
      if (current?.kind === 'bullet') {
        const continues = indent > current.indent || (!SENTENCE_END.test(current.text.trim()) && /^\p{Ll}/u.test(trimmed));
        if (continues) {
          current.text = joinWrapped(current.text, trimmed);
          return undefined;
        }
      }
      const previousEnded = !current || current.kind !== 'paragraph' || SENTENCE_END.test(current.text.trim());
      const lineAlone = !current || current.kind !== 'paragraph';
      if (isHeadingLike(trimmed, previousEnded, nextIsBlank ? undefined : next) && (lineAlone || nextIsBlank || next === undefined || BULLET.test(next ?? '') || !/^\s*\p{Ll}/u.test(next ?? ''))) {
        close();
        open = { kind: 'heading', text: trimmed.replace(/:$/, ''), indent: 0 };
        return close();
      }
      if (current?.kind === 'paragraph' && !(indent <= current.indent && DATED_LINE.test(trimmed))) {
        current.text = joinWrapped(current.text, trimmed);
        return undefined;
      }
      close();
      open = { kind: 'paragraph', text: trimmed, indent };
      return undefined;
    });
    close();
    blocks.push(...noteBlocks);
    cleanedNotes.push(noteBlocks.map((block) => block.text).join('\n'));
  });
  return { notes: cleanedNotes, blocks, emphasised, wordCount };
}

/** A line wrapped by a PDF or an editor, joined back to the line before it. */
function joinWrapped(before: string, line: string): string {
  // "light-" + "dependent": the hyphen was the author's; no space goes between.
  if (/\p{L}-$/u.test(before) && /^\p{Ll}/u.test(line)) return `${before}${line}`;
  return `${before} ${line}`;
}
