// The upload guardrails the page checks before sending (decisions.md, Upload). The generator
// checks them again on the server, with the same numbers.
export const MIN_MATERIAL_WORDS = 80;

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

function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

export function checkMaterial(notes: readonly TextNote[]): MaterialCheck {
  const noteErrors: Record<string, string> = {};
  if (notes.length === 0 || notes.every((note) => note.text.trim() === '')) {
    return { noteErrors, materialError: NO_MATERIAL_ERROR };
  }
  for (const note of notes) if (note.text.trim() === '') noteErrors[note.id] = EMPTY_NOTE_ERROR;
  const words = notes.reduce((sum, note) => sum + wordCount(note.text), 0);
  const materialError =
    words < MIN_MATERIAL_WORDS
      ? `This material is too short to build a study set: add at least ${MIN_MATERIAL_WORDS} words of notes (you have ${words}).`
      : null;
  return { noteErrors, materialError };
}
