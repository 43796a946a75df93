import type { LanguageCode } from './language.ts';
import { SET_SIZE } from './set-size.ts';

/** Where a generated item came from: the note it was read from and the sentence it quotes. */
export interface SourceRef {
  /** Index of the note in the material, from 0. */
  note: number;
  sentence: string;
}

export interface KeyPoint {
  text: string;
  source: SourceRef;
}

export interface Flashcard {
  id: string;
  front: string;
  back: string;
  source: SourceRef;
}

export interface QuizQuestion {
  id: string;
  prompt: string;
  /** Exactly four distinct options. */
  options: string[];
  correctIndex: number;
  explanation: string;
  source: SourceRef;
}

/** A term and what it means, as a learner's own study sets or an imported deck hold them. */
export interface TermPair {
  term: string;
  definition: string;
}

/**
 * What a provider may read beside the material: the terms the learner's other study sets of the
 * same subject define (read under their own row-level security), wrong options of last resort for
 * "Which term is defined as...?" where the material defines too few of its own.
 */
export interface LearnerContext {
  ownTerms?: readonly TermPair[];
}

export type StudySetProviderName = 'local' | 'openai-compatible';

/** What a provider makes from a session's material: a summary, flashcards and a quiz. */
export interface StudySet {
  summary: KeyPoint[];
  flashcards: Flashcard[];
  quiz: QuizQuestion[];
  provider: StudySetProviderName;
  /** The material's language (ISO 639-1, 'und' when unknown): the player marks the set's text with it. */
  language: LanguageCode;
}

/** One piece of material the learner added (a typed note today; files, links and voice later). */
export interface StudyNote {
  kind: 'text';
  text: string;
}

export const STUDY_SET_LIMITS = { minItems: SET_SIZE.fewest, maxItems: SET_SIZE.most, options: 4 } as const;
