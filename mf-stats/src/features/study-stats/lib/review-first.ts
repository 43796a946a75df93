/** A session of a subject with how much reviewing it today would raise the exam-day recall. */
export interface SessionGain {
  sessionid: string;
  sessionname: string;
  examgain: number | null;
}

/** How many sessions the dialog suggests: few enough to do before the exam. */
export const REVIEW_FIRST_COUNT = 3;

/** The sessions whose review today raises the exam-day recall most, largest gain first. */
export function reviewFirst<T extends SessionGain>(sessions: readonly T[], count = REVIEW_FIRST_COUNT): T[] {
  return sessions
    .filter((session) => session.examgain !== null && session.examgain > 0)
    .sort((a, b) => b.examgain! - a.examgain! || a.sessionname.localeCompare(b.sessionname))
    .slice(0, count);
}
