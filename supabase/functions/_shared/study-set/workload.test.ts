import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateLocalStudySet } from './local-provider.ts';
import { describeWorkload, estimateWorkload, workloadOf } from './workload.ts';

const passage = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/study-material/${name}.txt`, import.meta.url), 'utf8');

describe('the workload estimate', () => {
  it('counts the cards and questions the generator makes from the same material', () => {
    for (const name of ['biology-photosynthesis', 'economics-supply-demand', 'history-first-world-war']) {
      const notes = [{ kind: 'text' as const, text: passage(name) }];
      const set = generateLocalStudySet(notes);
      const { workload } = estimateWorkload(notes);
      expect(workload, name).toMatchObject({ flashcards: set.flashcards.length, questions: set.quiz.length, reviewDays: 6 });
    }
  });

  it('gives the minutes of one review day: 15 s a card and 30 s a question, at least a minute', () => {
    expect(workloadOf(12, 10).minutesPerReviewDay).toBe(8);
    expect(workloadOf(8, 8).minutesPerReviewDay).toBe(6);
    expect(workloadOf(0, 1).minutesPerReviewDay).toBe(1);
  });

  it('says it in one sentence', () => {
    expect(describeWorkload(workloadOf(12, 10))).toBe(
      'About 12 cards and 10 questions; about 8 minutes of review on each review day over the next 90 days',
    );
  });

  it('answers the reason instead when the material cannot make a set', () => {
    expect(estimateWorkload([{ kind: 'text', text: 'Too short to study.' }])).toEqual({
      workload: null,
      problem: expect.stringContaining('too short to build a study set'),
    });
  });
});
