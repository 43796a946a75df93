// Stage 2: the clean material as units a study set is made of (sentences, bullets, headings), its
// language, and the upload guardrails: too little or too much material is refused with a message
// the learner can act on.
import type { CleanMaterial } from './clean.ts';
import { detectLanguage, type LanguageCode } from '../core/language.ts';
import { isInstruction } from './instructions.ts';
import { endsSentence, isQuestion, splitSentences } from './sentences.ts';
import { StudyMaterialError } from '../core/study-material-error.ts';
import { countWords, MIN_MATERIAL_WORDS } from '../core/words.ts';
import { SET_SIZE } from '../core/set-size.ts';
import { datedLine } from './dated-line.ts';

export { MIN_MATERIAL_WORDS };
export const MIN_MATERIAL_FACTS = SET_SIZE.fewest;
export const MAX_MATERIAL_CHARACTERS = 100_000;

export interface MaterialUnit {
  /** Position across the whole material, from 0. */
  index: number;
  note: number;
  section: number;
  kind: 'sentence' | 'bullet' | 'heading';
  /** The heading of the unit's section, when it has one. */
  heading: string | null;
  text: string;
  /** The first unit of its paragraph or bullet (topic sentences carry more weight). */
  opensBlock: boolean;
  /** A fact to learn: a full statement or a bullet point, never a question or an instruction. */
  isFact: boolean;
  /** Addresses an assistant or gives it orders: never used. */
  isInstruction: boolean;
}

export interface SegmentedMaterial {
  notes: string[];
  units: MaterialUnit[];
  facts: MaterialUnit[];
  emphasised: Set<string>;
  language: LanguageCode;
  wordCount: number;
}

function isFactText(text: string, kind: MaterialUnit['kind']): boolean {
  if (kind === 'heading' || isQuestion(text)) return false;
  // A timeline's line ("June 1791: flight to Varennes") is a fact with no sentence around it.
  if (datedLine(text)) return true;
  const words = countWords(text);
  if (kind === 'bullet') return words >= 3 && words <= 80;
  return endsSentence(text) && words >= 5 && words <= 80;
}

/** Checks the raw notes before any work: empty or oversized material is refused at once. */
export function checkMaterialSize(texts: readonly string[]): void {
  if (texts.every((text) => text.trim().length === 0)) throw new StudyMaterialError('Add some study material first: every note is empty.');
  const total = texts.reduce((sum, text) => sum + text.trim().length, 0);
  if (total > MAX_MATERIAL_CHARACTERS) {
    throw new StudyMaterialError(`This material is too long: keep it under ${MAX_MATERIAL_CHARACTERS.toLocaleString('en')} characters.`);
  }
}

export function segmentMaterial(clean: CleanMaterial): SegmentedMaterial {
  if (clean.wordCount === 0) throw new StudyMaterialError('This material has no readable text: add notes written in words.');
  const units: MaterialUnit[] = [];
  const headings = new Map<number, string>();
  for (const block of clean.blocks) {
    if (block.kind === 'heading' && !headings.has(block.section)) headings.set(block.section, block.text);
    const pieces = block.kind === 'heading' ? [block.text] : splitSentences(block.text);
    pieces.forEach((text, position) => {
      const kind = block.kind === 'heading' ? 'heading' : block.kind === 'bullet' && position === 0 ? 'bullet' : 'sentence';
      const instruction = isInstruction(text);
      units.push({
        index: units.length,
        note: block.note,
        section: block.section,
        kind,
        heading: null,
        text,
        opensBlock: position === 0,
        isFact: !instruction && isFactText(text, kind),
        isInstruction: instruction,
      });
    });
  }
  for (const unit of units) unit.heading = headings.get(unit.section) ?? null;
  const facts = units.filter((unit) => unit.isFact);
  if (clean.wordCount < MIN_MATERIAL_WORDS || facts.length < MIN_MATERIAL_FACTS) {
    throw new StudyMaterialError(
      `This material is too short to build a study set: add at least ${MIN_MATERIAL_WORDS} words ` +
        `in ${MIN_MATERIAL_FACTS} or more facts, as full sentences or bullet points (you have ${clean.wordCount} words in ` +
        `${facts.length} facts).`,
    );
  }
  const language = detectLanguage(facts.map((unit) => unit.text).join(' '));
  return { notes: clean.notes, units, facts, emphasised: clean.emphasised, language, wordCount: clean.wordCount };
}
