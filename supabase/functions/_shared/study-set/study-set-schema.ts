import { STUDY_SET_LIMITS, type Flashcard, type KeyPoint, type QuizQuestion, type SourceRef } from './core/types.ts';

/** A study set as a provider returned it, before it is trusted. */
export interface StudySetDraft {
  summary: KeyPoint[];
  flashcards: Flashcard[];
  quiz: QuizQuestion[];
}

export class StudySetSchemaError extends Error {
  override readonly name = 'StudySetSchemaError';
}

type Json = Record<string, unknown>;

function fail(path: string, problem: string): never {
  throw new StudySetSchemaError(`${path}: ${problem}`);
}

function objectAt(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'must be an object');
  return value as Json;
}

function textAt(record: Json, key: string, path: string): string {
  const value = record[key];
  if (typeof value !== 'string' || value.trim().length === 0) fail(`${path}.${key}`, 'must be a non-empty string');
  if (value.length > 2000) fail(`${path}.${key}`, 'is too long');
  return value.trim();
}

function listAt(record: Json, key: string, path: string, min: number, max: number): unknown[] {
  const value = record[key];
  if (!Array.isArray(value)) fail(`${path}.${key}`, 'must be an array');
  if (value.length < min || value.length > max) fail(`${path}.${key}`, `must have ${min} to ${max} items`);
  return value;
}

/**
 * Every item must quote a sentence that is really in the material: a provider cannot slip in
 * content the learner never gave it.
 */
function sourceAt(record: Json, path: string, notes: readonly string[]): SourceRef {
  const source = objectAt(record.source, `${path}.source`);
  const note = source.note;
  if (typeof note !== 'number' || !Number.isInteger(note) || note < 0 || note >= notes.length) {
    fail(`${path}.source.note`, 'must name one of the notes');
  }
  const sentence = textAt(source, 'sentence', `${path}.source`);
  const normalise = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();
  if (!normalise(notes[note] ?? '').includes(normalise(sentence))) fail(`${path}.source.sentence`, 'is not in the material');
  return { note, sentence };
}

/** Checks a provider's JSON against the study-set schema (counts, four distinct options, sources). */
export function parseStudySetDraft(value: unknown, notes: readonly string[]): StudySetDraft {
  const root = objectAt(value, 'studySet');
  const { minItems, maxItems, options: optionCount } = STUDY_SET_LIMITS;
  const summary = listAt(root, 'summary', 'studySet', 1, 10).map((item, index) => {
    const path = `studySet.summary[${index}]`;
    const point = objectAt(item, path);
    return { text: textAt(point, 'text', path), source: sourceAt(point, path, notes) };
  });
  const flashcards = listAt(root, 'flashcards', 'studySet', minItems, maxItems).map((item, index) => {
    const path = `studySet.flashcards[${index}]`;
    const card = objectAt(item, path);
    return { id: `card-${index + 1}`, front: textAt(card, 'front', path), back: textAt(card, 'back', path), source: sourceAt(card, path, notes) };
  });
  const quiz = listAt(root, 'quiz', 'studySet', minItems, maxItems).map((item, index) => {
    const path = `studySet.quiz[${index}]`;
    const question = objectAt(item, path);
    const options = listAt(question, 'options', path, optionCount, optionCount).map((option, at) => {
      if (typeof option !== 'string' || option.trim().length === 0) fail(`${path}.options[${at}]`, 'must be a non-empty string');
      return option.trim();
    });
    if (new Set(options.map((option) => option.toLowerCase())).size !== optionCount) fail(`${path}.options`, 'must be distinct');
    const correctIndex = question.correctIndex;
    if (typeof correctIndex !== 'number' || !Number.isInteger(correctIndex) || correctIndex < 0 || correctIndex >= optionCount) {
      fail(`${path}.correctIndex`, `must be 0 to ${optionCount - 1}`);
    }
    return {
      id: `question-${index + 1}`,
      prompt: textAt(question, 'prompt', path),
      options,
      correctIndex,
      explanation: textAt(question, 'explanation', path),
      source: sourceAt(question, path, notes),
    };
  });
  const prompts = quiz.map((question) => question.prompt.toLowerCase());
  if (new Set(prompts).size !== prompts.length) fail('studySet.quiz', 'has duplicate questions');
  return { summary, flashcards, quiz };
}
