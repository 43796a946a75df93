import { recallPercent } from '@aayra/app-contract/recall';
import { formatDayOf } from '../../lib/format-date';
import type { ReportQuestion, SessionReport } from './session-report';

/** One block of the report; drawing wraps its text to the page. */
export type ReportLine =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; indent?: 0 | 1 | 2 };

export function stageName(stage: number): string {
  return stage === 0 ? 'Validation' : `Review ${stage}`;
}

/** "B. After a week": the letter the quiz shows, so the report reads like the quiz did. */
export function optionLabel(options: readonly string[], index: number): string {
  const option = options[index];
  return option === undefined ? `Option ${index + 1} (no longer in the question)` : `${String.fromCharCode(65 + index)}. ${option}`;
}

function minutes(count: number): string {
  return `${count} ${count === 1 ? 'minute' : 'minutes'}`;
}

function questionLines(question: ReportQuestion, number: number): ReportLine[] {
  return [
    { kind: 'text', text: `${number}. ${question.prompt}` },
    ...question.options.map((_, index): ReportLine => ({ kind: 'text', text: optionLabel(question.options, index), indent: 2 })),
    { kind: 'text', text: `Correct answer: ${optionLabel(question.options, question.correctIndex)}`, indent: 1 },
    ...(question.answers.length === 0
      ? [{ kind: 'text', text: 'Not answered yet.', indent: 1 } as const]
      : question.answers.map(
          (answer): ReportLine => ({
            kind: 'text',
            text: `${stageName(answer.stage)}: ${optionLabel(question.options, answer.chosenIndex)} (${answer.correct ? 'right' : 'wrong'})`,
            indent: 1,
          }),
        )),
  ];
}

function scoreLines(questions: readonly ReportQuestion[]): ReportLine[] {
  const stages = new Map<number, { right: number; answered: number }>();
  for (const answer of questions.flatMap((question) => question.answers)) {
    const score = stages.get(answer.stage) ?? { right: 0, answered: 0 };
    score.answered += 1;
    if (answer.correct) score.right += 1;
    stages.set(answer.stage, score);
  }
  if (stages.size === 0) return [{ kind: 'text', text: 'No answers recorded yet.' }];
  return [...stages.entries()]
    .sort(([a], [b]) => a - b)
    .map(([stage, { right, answered }]) => ({
      kind: 'text',
      text: `${stageName(stage)}: ${right} of ${answered} correct (${Math.round((right / answered) * 100)}%)`,
    }));
}

/** The report's text, top to bottom: kept apart from drawing so what it says can be tested alone. */
export function reportContent(report: SessionReport, timeZone: string | undefined): ReportLine[] {
  const facts = [
    `Subject: ${report.subjectname}`,
    `Topic: ${report.topicname}`,
    `Created: ${formatDayOf(report.createdat, timeZone)}`,
    `Completed: ${report.completedat ? formatDayOf(report.completedat, timeZone) : 'not yet'}`,
    `Focus: ${minutes(report.focusminutes)}`,
    `Break: ${minutes(report.breakminutes)}`,
    ...(report.recall === null ? [] : [`Predicted recall today: ${recallPercent(report.recall)}`]),
  ];
  return [
    { kind: 'title', text: report.sessionname },
    ...facts.map((text): ReportLine => ({ kind: 'text', text })),
    { kind: 'heading', text: 'Summary' },
    ...(report.summary.length === 0
      ? [{ kind: 'text', text: 'No summary.' } as const]
      : report.summary.map((point): ReportLine => ({ kind: 'text', text: `• ${point}` }))),
    { kind: 'heading', text: `Flashcards (${report.flashcards.length})` },
    ...report.flashcards.flatMap((card, index): ReportLine[] => [
      { kind: 'text', text: `${index + 1}. Front: ${card.front}` },
      { kind: 'text', text: `Back: ${card.back}`, indent: 1 },
    ]),
    { kind: 'heading', text: `Quiz (${report.questions.length} ${report.questions.length === 1 ? 'question' : 'questions'})` },
    ...report.questions.flatMap((question, index) => questionLines(question, index + 1)),
    { kind: 'heading', text: 'Score per stage' },
    ...scoreLines(report.questions),
  ];
}
