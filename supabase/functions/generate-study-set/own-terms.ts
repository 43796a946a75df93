// The terms the learner's other study sets of the same subject define, read as the learner under
// row-level security (so only ever their own): the "Which term is defined as...?" questions those
// sets hold, each a term and its definition. The generator offers them as wrong options where this
// material defines too few terms of a kind (docs/decisions.md, "Study sets").
import type { CallerClient } from '../_shared/caller-client.ts';
import type { TermPair } from '../_shared/study-set/core/types.ts';
import { askedDefinition } from '../_shared/study-set/items/phrases.ts';

/** The most recent sessions of the subject read, and the most questions: enough kin, little reading. */
const MOST_SESSIONS = 30;
const MOST_QUESTIONS = 400;

const likeExactly = (text: string) => text.replace(/[\\%_]/g, (mark) => `\\${mark}`);

export async function ownTermsOfSubject(client: CallerClient, sessionId: string, subject: string): Promise<TermPair[]> {
  const sessions = await client
    .from('studysessions')
    .select('sessionid')
    // "biology" and "Biology" are one subject to a learner.
    .ilike('subjectname', likeExactly(subject))
    .neq('sessionid', sessionId)
    .order('createdat', { ascending: false })
    .limit(MOST_SESSIONS);
  if (sessions.error) throw sessions.error;
  const sessionIds = sessions.data.map((session) => session.sessionid);
  if (sessionIds.length === 0) return [];
  const sets = await client.from('studysets').select('studysetid').in('sessionid', sessionIds);
  if (sets.error) throw sets.error;
  const setIds = sets.data.map((set) => set.studysetid);
  if (setIds.length === 0) return [];
  const questions = await client.from('quizquestions').select('question, options, correctoption').in('studysetid', setIds).limit(MOST_QUESTIONS);
  if (questions.error) throw questions.error;
  return questions.data.flatMap(({ question, options, correctoption }) => {
    const texts = Array.isArray(options) ? options.filter((option): option is string => typeof option === 'string') : [];
    const asked = texts.length === 4 ? askedDefinition(question, texts, correctoption) : null;
    return asked ? [asked] : [];
  });
}
