/** The columns a session card needs, with the session's review entries embedded. */
export const SESSION_SUMMARY_COLUMNS =
  'sessionid, sessionname, subjectname, topicname, status, createdat, completedat, isfavorite, masteredat, reviewcycleentries(reviewstage, status)';

export interface SessionSummaryRow {
  sessionid: string;
  sessionname: string;
  subjectname: string;
  topicname: string;
  status: string;
  createdat: string;
  completedat: string | null;
  isfavorite: boolean | null;
  masteredat: string | null;
  reviewcycleentries: { reviewstage: number; status: string }[] | null;
}

/** A session as its list card shows it. */
export interface SessionSummary {
  sessionid: string;
  sessionname: string;
  subjectname: string;
  topicname: string;
  status: string;
  createdat: string;
  completedat: string | null;
  isfavorite: boolean;
  /** The stage of its latest review entry; null before the cycle starts. */
  reviewStage: number | null;
  /** Stage 6 done: the review cycle is over (the database stamps masteredat). */
  mastered: boolean;
}

export function toSessionSummary(row: SessionSummaryRow): SessionSummary {
  const latest = [...(row.reviewcycleentries ?? [])].sort((a, b) => b.reviewstage - a.reviewstage)[0];
  return {
    sessionid: row.sessionid,
    sessionname: row.sessionname,
    subjectname: row.subjectname,
    topicname: row.topicname,
    status: row.status,
    createdat: row.createdat,
    completedat: row.completedat,
    isfavorite: row.isfavorite === true,
    reviewStage: latest?.reviewstage ?? null,
    mastered: row.masteredat !== null,
  };
}
