import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { useAuthSession } from '@aayra/supabase/auth-session';
import { readinessQueryOptions } from './get-readiness';

const SAVE_FAILED = 'Could not save the exam date. Please try again.';

/** A refusal the learner can act on carries the database's own sentence; anything else a plain one. */
function refusal(error: { code?: string; message: string }): Error {
  return new Error(error.code === '23514' ? error.message : SAVE_FAILED, { cause: error });
}

interface ExamDateChange {
  subjectname: string;
  /** YYYY-MM-DD, or null to clear it. */
  examdate: string | null;
}

async function setExamDate({ subjectname, examdate }: ExamDateChange) {
  const exams = getSupabase().from('subjectexams');
  if (examdate === null) {
    const { error } = await exams.delete().eq('subjectname', subjectname);
    if (error) throw refusal(error);
    return;
  }
  // Learners may change only the date of an existing row, so a change is an update and a first
  // date an insert (an upsert would also write the subject's name).
  const { data, error } = await exams.update({ examdate }).eq('subjectname', subjectname).select('subjectname');
  if (error) throw refusal(error);
  if (data.length > 0) return;
  const { error: insertError } = await exams.insert({ subjectname, examdate });
  if (insertError) throw refusal(insertError);
}

/** Sets or clears a subject's exam date; the readiness figures are then read again. */
export function useSetExamDate() {
  const queryClient = useQueryClient();
  const learnerId = useAuthSession()?.user.id ?? '';
  return useMutation({
    mutationFn: setExamDate,
    // A refused date is the learner's to correct, not a request to repeat.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: readinessQueryOptions(learnerId).queryKey }),
  });
}
