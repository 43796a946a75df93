// The upload guardrails the page checks before sending (decisions.md, Upload). The generator
// checks them again on the server, with the same number and the same word count.
import { countWords as wordCount, MIN_MATERIAL_WORDS } from '@aayra/study-set/words';

export interface TextNote {
  id: string;
  text: string;
}

export interface MaterialCheck {
  /** Problems by note id. */
  noteErrors: Record<string, string>;
  /** A problem of the material as a whole. */
  materialError: string | null;
}

export const EMPTY_NOTE_ERROR = 'This note is empty: write in it or remove it.';
export const NO_MATERIAL_ERROR = 'Add some study material first: every note is empty.';

export { wordCount };

/**
 * `added` is the text read from the learner's files, links and recordings. With any of it, an
 * empty note is simply left out: the learner may have studied from a file alone.
 */
export function checkMaterial(notes: readonly TextNote[], added: readonly string[] = []): MaterialCheck {
  const noteErrors: Record<string, string> = {};
  const written = notes.filter((note) => note.text.trim() !== '');
  const addedText = added.filter((text) => text.trim() !== '');
  if (written.length === 0 && addedText.length === 0) return { noteErrors, materialError: NO_MATERIAL_ERROR };
  if (addedText.length === 0) for (const note of notes) if (note.text.trim() === '') noteErrors[note.id] = EMPTY_NOTE_ERROR;
  const words = [...written.map((note) => note.text), ...addedText].reduce((sum, text) => sum + wordCount(text), 0);
  const materialError =
    words < MIN_MATERIAL_WORDS
      ? `This material is too short to build a study set: add at least ${MIN_MATERIAL_WORDS} words of notes (you have ${words}).`
      : null;
  return { noteErrors, materialError };
}
