import { queryOptions } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import type { ReportQuestion, SessionReport } from '../session-report';

/** A list read without error is never null; a single row may be (none stored). */
function check<T>({ data, error }: { data: T; error: unknown }): T {
  if (error) throw error;
  return data;
}

function checkList<T>(result: { data: T[] | null; error: unknown }): T[] {
  return check(result) ?? [];
}

/** The session, its study set, every answer given to its quiz and its predicted recall today. */
async function getSessionReport(sessionId: string): Promise<SessionReport> {
  const supabase = getSupabase();
  const [session, set, recall] = await Promise.all([
    supabase
      .from('studysessions')
      .select('sessionname, subjectname, topicname, createdat, completedat, focusdurationminutes, breakdurationminutes')
      .eq('sessionid', sessionId)
      .single(),
    supabase.from('studysets').select('studysetid').eq('sessionid', sessionId).maybeSingle(),
    supabase.rpc('get_recall').eq('scope', 'session').eq('sessionid', sessionId).maybeSingle(),
  ]);
  const row = check(session);
  if (!row) throw new Error('The session could not be read.');
  const studysetid = check(set)?.studysetid;
  const sessionRecall = check(recall);
  const [points, cards, questions] = studysetid
    ? await Promise.all([
        supabase.from('summarypoints').select('text').eq('studysetid', studysetid).order('position'),
        supabase.from('flashcards').select('front, back').eq('studysetid', studysetid).order('position'),
        supabase
          .from('quizquestions')
          .select('questionid, question, options, correctoption')
          .eq('studysetid', studysetid)
          .order('position'),
      ]).then(([p, c, q]) => [checkList(p), checkList(c), checkList(q)] as const)
    : ([[], [], []] as const);
  const answers =
    questions.length === 0
      ? []
      : checkList(
          await supabase
            .from('quizanswers')
            .select('questionid, reviewstage, chosenoption, iscorrect')
            .in('questionid', questions.map((question) => question.questionid))
            .order('reviewstage'),
        );
  return {
    sessionname: row.sessionname,
    subjectname: row.subjectname,
    topicname: row.topicname,
    createdat: row.createdat,
    completedat: row.completedat,
    focusminutes: row.focusdurationminutes,
    breakminutes: row.breakdurationminutes,
    summary: points.map((point) => point.text),
    flashcards: cards.map(({ front, back }) => ({ front, back })),
    questions: questions.map(
      (question): ReportQuestion => ({
        prompt: question.question,
        options: Array.isArray(question.options) ? question.options.map(String) : [],
        correctIndex: question.correctoption,
        answers: answers
          .filter((answer) => answer.questionid === question.questionid)
          .map((answer) => ({ stage: answer.reviewstage, chosenIndex: answer.chosenoption, correct: answer.iscorrect })),
      }),
    ),
    recall: sessionRecall?.recall ?? null,
  };
}

export function sessionReportQueryOptions(learnerId: string, sessionId: string) {
  return queryOptions({
    queryKey: ['mf-reviews', 'session-report', learnerId, sessionId],
    queryFn: () => getSessionReport(sessionId),
    // Read for one download: the next download reads the answers again.
    staleTime: 0,
  });
}
