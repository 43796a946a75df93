import type { Page } from '@playwright/test';
import type { TestLearner } from './learners';

type Status = 'focus_in_progress' | 'uploading' | 'validating' | 'break_in_progress' | 'completed';
const flow: Status[] = ['focus_in_progress', 'uploading', 'validating', 'break_in_progress', 'completed'];

/** A study session created through the API and walked through the legal transitions to `status`. */
export async function createStudySession(
  learner: TestLearner,
  status: Status,
  { subject = 'Biology', topic = 'Cells' }: { subject?: string; topic?: string } = {},
) {
  const { data, error } = await learner.client
    .from('studysessions')
    .insert({ subjectname: subject, topicname: topic, focusdurationminutes: 25, breakdurationminutes: 5 })
    .select()
    .single();
  if (error) throw error;
  let row = data;
  for (const next of flow.slice(1, flow.indexOf(status) + 1)) {
    const updated = await learner.client
      .from('studysessions')
      .update({ status: next })
      .eq('sessionid', row.sessionid)
      .select()
      .single();
    if (updated.error) throw updated.error;
    row = updated.data;
  }
  return row;
}

/** Makes the browser resume this session as the one in progress (as after a reload). */
export async function resumeInBrowser(page: Page, session: Awaited<ReturnType<typeof createStudySession>>) {
  const current = {
    sessionid: session.sessionid,
    sessionname: session.sessionname,
    subjectname: session.subjectname,
    topicname: session.topicname,
    status: session.status,
    focusdurationminutes: session.focusdurationminutes,
    breakdurationminutes: session.breakdurationminutes,
    reviewstage: 0,
    timerEndsAt: null,
    timerRemainingMs: null,
  };
  await page.addInitScript((value) => {
    window.localStorage.setItem('aayra.currentSession', value);
  }, JSON.stringify(current));
}
