import type { AayraClient } from '../client';
import type { Database } from '../database.types';

// A session's study set as the apps show it, read in one request and parsed in one place for
// validation and for reviews alike: its key points, flashcards and quiz in their stored order,
// each question's options as text. The caller passes the page's client: a remote that loads this
// module itself would otherwise reach its own, unconfigured copy of it.

type Row<Table extends keyof Database['public']['Tables']> = Database['public']['Tables'][Table]['Row'];

/**
 * Dropped by the learner during validation (stored at once, so every device shows it): the item
 * leaves the set when the session moves on to its break. A set saved on the device by an older
 * Aayra has no such mark, and none of its items was dropped in the database then.
 */
interface MaybeDropped {
  dropped?: boolean;
}

export interface StudySetPoint {
  id: Row<'summarypoints'>['pointid'];
  text: Row<'summarypoints'>['text'];
}

export interface StudySetFlashcard extends MaybeDropped {
  id: Row<'flashcards'>['flashcardid'];
  front: Row<'flashcards'>['front'];
  back: Row<'flashcards'>['back'];
  /** Written by the learner rather than generated; shown with a "Your own" badge. */
  authoredByLearner?: Row<'flashcards'>['authoredbylearner'];
}

export interface StudySetQuestion extends MaybeDropped {
  id: Row<'quizquestions'>['questionid'];
  prompt: Row<'quizquestions'>['question'];
  options: string[];
  correctIndex: Row<'quizquestions'>['correctoption'];
  /** Said after the answer; may be empty. */
  explanation: Row<'quizquestions'>['explanation'];
  authoredByLearner?: Row<'quizquestions'>['authoredbylearner'];
}

export interface StudySetRecord {
  studysetid: Row<'studysets'>['studysetid'];
  /** The language the set is written in: a language code, or 'und' when it could not be told. */
  language: Row<'studysets'>['language'];
  summary: StudySetPoint[];
  flashcards: StudySetFlashcard[];
  quiz: StudySetQuestion[];
}

/** The study set's row with its items, as the one request below reads them. */
export type StudySetRows = Pick<Row<'studysets'>, 'studysetid' | 'language'> & {
  summarypoints: Pick<Row<'summarypoints'>, 'pointid' | 'position' | 'text'>[];
  flashcards: Pick<Row<'flashcards'>, 'flashcardid' | 'position' | 'front' | 'back' | 'authoredbylearner' | 'isdropped'>[];
  quizquestions: Pick<
    Row<'quizquestions'>,
    'questionid' | 'position' | 'question' | 'options' | 'correctoption' | 'explanation' | 'authoredbylearner' | 'isdropped'
  >[];
};

const STUDY_SET_COLUMNS =
  'studysetid, language, summarypoints(pointid, position, text), flashcards(flashcardid, position, front, back, authoredbylearner, isdropped), quizquestions(questionid, position, question, options, correctoption, explanation, authoredbylearner, isdropped)';

// Embedded rows come in no promised order: the stored position decides.
const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** The study set as the apps show it. A question's options are JSON in the database: anything but a list reads as none. */
export function parseStudySet(rows: StudySetRows): StudySetRecord {
  return {
    studysetid: rows.studysetid,
    language: rows.language,
    summary: [...rows.summarypoints].sort(byPosition).map((point) => ({ id: point.pointid, text: point.text })),
    flashcards: [...rows.flashcards]
      .sort(byPosition)
      .map((card) => ({ id: card.flashcardid, front: card.front, back: card.back, authoredByLearner: card.authoredbylearner, dropped: card.isdropped })),
    quiz: [...rows.quizquestions].sort(byPosition).map((question) => ({
      id: question.questionid,
      prompt: question.question,
      options: Array.isArray(question.options) ? question.options.map(String) : [],
      correctIndex: question.correctoption,
      explanation: question.explanation,
      authoredByLearner: question.authoredbylearner,
      dropped: question.isdropped,
    })),
  };
}

/** The session's study set, or null when none has been made yet (or row-level security hides it). */
export async function fetchStudySet(client: AayraClient, sessionId: string): Promise<StudySetRecord | null> {
  const { data, error } = await client.from('studysets').select(STUDY_SET_COLUMNS).eq('sessionid', sessionId).maybeSingle();
  if (error) throw error;
  return data ? parseStudySet(data) : null;
}
