import { redactPersonalData } from './redact.ts';
import { isStatement, splitSentences } from './sentences.ts';
import { StudyMaterialError } from './study-material-error.ts';
import type { StudyNote } from './types.ts';
import { wordsOf } from './words.ts';

export const MIN_MATERIAL_WORDS = 80;
export const MIN_MATERIAL_SENTENCES = 8;
export const MAX_MATERIAL_CHARACTERS = 100_000;

export interface MaterialSentence {
  /** Position across the whole material, from 0. */
  index: number;
  note: number;
  text: string;
  /** The first sentence of its paragraph (topic sentences carry more weight). */
  opensParagraph: boolean;
}

/** Material after the guardrails: redacted, split into sentences, long enough to study from. */
export interface PreparedMaterial {
  notes: string[];
  sentences: MaterialSentence[];
  statements: MaterialSentence[];
  wordCount: number;
}

/**
 * Applies the upload guardrails (decisions.md): empty or unreadable material is refused with a
 * message the learner can act on, personal data is redacted, and the text is only ever data.
 */
export function prepareMaterial(notes: readonly StudyNote[]): PreparedMaterial {
  const texts = notes.map((note) => note.text.trim()).filter((text) => text.length > 0);
  if (texts.length === 0) throw new StudyMaterialError('Add some study material first: every note is empty.');
  const total = texts.reduce((sum, text) => sum + text.length, 0);
  if (total > MAX_MATERIAL_CHARACTERS) {
    throw new StudyMaterialError(
      `This material is too long: keep it under ${MAX_MATERIAL_CHARACTERS.toLocaleString('en')} characters.`,
    );
  }
  const redacted = texts.map(redactPersonalData);
  const wordCount = redacted.reduce((sum, text) => sum + wordsOf(text).length, 0);
  if (wordCount === 0) throw new StudyMaterialError('This material has no readable text: add notes written in words.');

  const sentences: MaterialSentence[] = [];
  redacted.forEach((text, note) => {
    for (const paragraph of text.split(/\n\s*\n|\n(?=\S)/)) {
      splitSentences(paragraph).forEach((sentence, position) => {
        sentences.push({ index: sentences.length, note, text: sentence, opensParagraph: position === 0 });
      });
    }
  });
  const statements = sentences.filter((sentence) => isStatement(sentence.text));
  if (wordCount < MIN_MATERIAL_WORDS || statements.length < MIN_MATERIAL_SENTENCES) {
    throw new StudyMaterialError(
      `This material is too short to build a study set: add at least ${MIN_MATERIAL_WORDS} words ` +
        `in ${MIN_MATERIAL_SENTENCES} or more full sentences (you have ${wordCount} words in ` +
        `${statements.length} sentences).`,
    );
  }
  return { notes: redacted, sentences, statements, wordCount };
}
