import type { CompositeTypes } from '@aayra/supabase/database.types';

/**
 * One row of get_recall: a subject's, topic's or session's predicted recall. The finer names are
 * null on coarser rows, the exam figures without an exam date, the next review's once mastered.
 */
export type RecallFigure = CompositeTypes<'recall_figure'>;

/** A probability of recall as every app shows it to the learner: a whole percentage, 0.614 → "61%". */
export const recallPercent = (recall: number) => `${Math.round(recall * 100)}%`;
