import { beforeAll, describe, expect, it } from 'vitest';
import { signUpLearner, startValidatingSession, type StackLearner } from '@aayra/tests/component-stack';
import { fetchStudySet, parseStudySet, type StudySetRows } from './study-set-record';

let learner: StackLearner;
let sessionid: string;
beforeAll(async () => {
  learner = await signUpLearner();
  ({ sessionid } = await startValidatingSession(learner.client, { subject: 'Biology', topic: 'Cells', withStudySet: true }));
  const { data: set } = await learner.client.from('studysets').select('studysetid').eq('sessionid', sessionid).single();
  const studysetid = set!.studysetid;
  // Stored out of their order: the set reads them by position, not as they were written.
  await learner.client.from('flashcards').insert([
    { studysetid, position: 3, front: 'Ribosome', back: 'Makes proteins' },
    { studysetid, position: 2, front: 'Nucleus', back: 'Holds the DNA' },
  ]);
  await learner.client.from('flashcards').update({ isdropped: true }).eq('studysetid', studysetid).eq('position', 1);
});

describe("a session's study set", () => {
  it('is read in one piece: key points, flashcards and quiz in their stored order, with what the learner dropped', async () => {
    const set = await fetchStudySet(learner.client, sessionid);
    expect(set?.language).toBe('und');
    expect(set?.summary.map((point) => point.text)).toEqual([
      'Reviews come back at growing intervals: 1, 3, 7, 14, 30 and 90 days.',
    ]);
    expect(set?.summary[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(set?.flashcards.map(({ front, dropped, authoredByLearner }) => [front, dropped, authoredByLearner])).toEqual([
      ['What is spaced repetition?', false, false],
      ['What does Mastered mean?', true, false],
      ['Nucleus', false, false],
      ['Ribosome', false, false],
    ]);
    expect(set?.quiz.map(({ prompt, options, correctIndex, explanation, dropped }) => ({ prompt, options, correctIndex, explanation, dropped }))).toEqual([
      {
        prompt: 'When is the first review due?',
        options: ['The next day', 'After a week', 'After a month', 'Never'],
        correctIndex: 0,
        explanation: 'The answer is: The next day.',
        dropped: false,
      },
      {
        prompt: 'How long is the last interval?',
        options: ['14 days', '30 days', '60 days', '90 days'],
        correctIndex: 3,
        explanation: 'The answer is: 90 days.',
        dropped: false,
      },
    ]);
  });

  it("is null for a session without one, and for another learner's session", async () => {
    const other = await signUpLearner();
    expect(await fetchStudySet(other.client, sessionid)).toBeNull();
    const { sessionid: bare } = await startValidatingSession(other.client, { subject: 'History', topic: 'Rome' });
    expect(await fetchStudySet(other.client, bare)).toBeNull();
  });

  it("reads a question's options as text, and options that are no list as none", () => {
    const rows: StudySetRows = {
      studysetid: 'set',
      language: 'en',
      summarypoints: [],
      flashcards: [],
      quizquestions: [
        { questionid: 'b', position: 1, question: 'Odd', options: { a: 1 }, correctoption: 0, explanation: '', authoredbylearner: true, isdropped: false },
        { questionid: 'a', position: 0, question: 'Numbers', options: [1, 2, 'three', true], correctoption: 2, explanation: 'Three.', authoredbylearner: false, isdropped: false },
      ],
    };
    expect(parseStudySet(rows).quiz).toEqual([
      { id: 'a', prompt: 'Numbers', options: ['1', '2', 'three', 'true'], correctIndex: 2, explanation: 'Three.', authoredByLearner: false, dropped: false },
      { id: 'b', prompt: 'Odd', options: [], correctIndex: 0, explanation: '', authoredByLearner: true, dropped: false },
    ]);
  });
});
