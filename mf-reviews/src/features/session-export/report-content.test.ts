import { describe, expect, it } from 'vitest';
import { reportContent, type ReportLine } from './report-content';
import type { SessionReport } from './session-report';

const report: SessionReport = {
  sessionname: 'Biology - Cells #1',
  subjectname: 'Biology',
  topicname: 'Cells',
  createdat: '2026-11-20T09:00:00Z',
  completedat: '2026-11-20T10:05:00Z',
  focusminutes: 25,
  breakminutes: 1,
  summary: ['Cells are the unit of life.', 'Mitochondria make ATP.'],
  flashcards: [
    { front: 'What makes ATP?', back: 'Mitochondria' },
    { front: 'Unit of life?', back: 'The cell' },
  ],
  questions: [
    {
      prompt: 'Where is DNA kept?',
      options: ['Nucleus', 'Ribosome', 'Membrane'],
      correctIndex: 0,
      answers: [
        { stage: 0, chosenIndex: 1, correct: false },
        { stage: 1, chosenIndex: 0, correct: true },
      ],
    },
    {
      prompt: 'What does a ribosome make?',
      options: ['Lipids', 'Proteins'],
      correctIndex: 1,
      answers: [
        { stage: 0, chosenIndex: 1, correct: true },
        { stage: 1, chosenIndex: 1, correct: true },
      ],
    },
  ],
  recall: 0.876,
};

const texts = (lines: ReportLine[]) => lines.map((line) => line.text);

describe('reportContent', () => {
  const lines = reportContent(report, 'UTC');

  it('starts with the session name, then its subject, topic, dates, focus and break minutes and recall', () => {
    expect(lines[0]).toEqual({ kind: 'title', text: 'Biology - Cells #1' });
    expect(texts(lines.slice(1, 8))).toEqual([
      'Subject: Biology',
      'Topic: Cells',
      expect.stringMatching(/^Created: .*\b20\b.*2026|^Created: .*2026.*\b20\b/),
      expect.stringMatching(/^Completed: .*\b20\b/),
      'Focus: 25 minutes',
      'Break: 1 minute',
      'Predicted recall today: 88%',
    ]);
  });

  it('shows dates in the learner’s time zone', () => {
    const late = { ...report, createdat: '2026-11-20T23:30:00Z', completedat: '2026-11-20T23:45:00Z' };
    expect(texts(reportContent(late, 'Pacific/Auckland'))).toContainEqual(expect.stringMatching(/^Completed: .*\b21\b/));
    expect(texts(reportContent(late, 'Pacific/Honolulu'))).toContainEqual(expect.stringMatching(/^Completed: .*\b20\b/));
  });

  it('omits the predicted recall when there is none', () => {
    expect(texts(reportContent({ ...report, recall: null }, 'UTC')).some((text) => text.includes('recall'))).toBe(false);
  });

  it('lists every summary point and every flashcard, front and back', () => {
    const all = texts(lines);
    expect(all).toContain('• Cells are the unit of life.');
    expect(all).toContain('• Mitochondria make ATP.');
    expect(lines).toContainEqual({ kind: 'heading', text: 'Flashcards (2)' });
    expect(all).toEqual(expect.arrayContaining(['1. Front: What makes ATP?', 'Back: Mitochondria', '2. Front: Unit of life?', 'Back: The cell']));
  });

  it('gives every question its options, the correct answer and the learner’s answer at each stage', () => {
    const quiz = texts(lines.slice(lines.findIndex((line) => line.text.startsWith('Quiz'))));
    expect(quiz.slice(0, 7)).toEqual([
      'Quiz (2 questions)',
      '1. Where is DNA kept?',
      'A. Nucleus',
      'B. Ribosome',
      'C. Membrane',
      'Correct answer: A. Nucleus',
      'Validation: B. Ribosome (wrong)',
    ]);
    expect(quiz).toContain('Review 1: A. Nucleus (right)');
    expect(quiz).toContain('Correct answer: B. Proteins');
    expect(quiz.filter((text) => text === 'Validation: B. Proteins (right)')).toHaveLength(1);
  });

  it('scores each stage that has answers, in stage order', () => {
    const scores = texts(lines.slice(lines.findIndex((line) => line.text === 'Score per stage') + 1));
    expect(scores).toEqual(['Validation: 1 of 2 correct (50%)', 'Review 1: 2 of 2 correct (100%)']);
  });

  it('says when nothing was answered yet', () => {
    const unanswered = reportContent({ ...report, questions: report.questions.map((q) => ({ ...q, answers: [] })) }, 'UTC');
    expect(texts(unanswered)).toContain('Not answered yet.');
    expect(texts(unanswered).at(-1)).toBe('No answers recorded yet.');
  });

  it('names an answer whose option is gone instead of failing', () => {
    const changed = reportContent(
      { ...report, questions: [{ ...report.questions[0]!, answers: [{ stage: 2, chosenIndex: 7, correct: false }] }] },
      'UTC',
    );
    expect(texts(changed)).toContain('Review 2: Option 8 (no longer in the question) (wrong)');
  });
});
