// The terms the learner's other study sets of the same subject define, read as the learner under
// row-level security (so only ever their own): the "Which term is defined as...?" questions those
// sets hold, each a term and its definition. The generator offers them as wrong options where this
// material defines too few terms of a kind (docs/decisions.md, "Study sets").
import type { CallerClient } from '../_shared/caller-client.ts';
import type { TermPair } from '../_shared/study-set/core/types.ts';
import { askedDefinition } from '../_shared/study-set/items/phrases.ts';

/** The most questions read: enough kin, little reading. */
const MOST_QUESTIONS = 400;

const likeExactly = (text: string) => text.replace(/[\\%_]/g, (mark) => `\\${mark}`);

export async function ownTermsOfSubject(client: CallerClient, sessionId: string, subject: string): Promise<TermPair[]> {
  // One request: the questions of the learner's other sessions of the subject ("biology" and
  // "Biology" are one subject to a learner).
  const questions = await client
    .from('quizquestions')
    .select('question, options, correctoption, studysets!inner(sessionid, studysessions!inner(subjectname))')
    .ilike('studysets.studysessions.subjectname', likeExactly(subject))
    .neq('studysets.sessionid', sessionId)
    .limit(MOST_QUESTIONS);
  if (questions.error) throw questions.error;
  return questions.data.flatMap(({ question, options, correctoption }) => {
    const texts = Array.isArray(options) ? options.filter((option): option is string => typeof option === 'string') : [];
    const asked = texts.length === 4 ? askedDefinition(question, texts, correctoption) : null;
    return asked ? [asked] : [];
  });
}
