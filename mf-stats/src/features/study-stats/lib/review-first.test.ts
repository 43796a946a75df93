import { describe, expect, it } from 'vitest';
import type { RecallFigure } from '@aayra/app-contract/recall';
import { readinessBySubject } from './readiness';
import { reviewFirst } from './review-first';

const session = (sessionname: string, examgain: number | null) => ({ sessionid: sessionname, sessionname, examgain });

describe('reviewFirst', () => {
  it('picks up to three sessions with a gain, largest first', () => {
    const sessions = [
      session('Biology - Cells #1', 0.02),
      session('Biology - Cells #2', 0.11),
      session('Biology - Genes #1', 0),
      session('Biology - Genes #2', 0.05),
      session('Biology - Proteins #1', 0.08),
      session('Biology - Proteins #2', null),
    ];
    expect(reviewFirst(sessions).map((s) => s.sessionname)).toEqual([
      'Biology - Cells #2',
      'Biology - Proteins #1',
      'Biology - Genes #2',
    ]);
  });

  it('leaves out sessions that reviewing would not help, and keeps ties in name order', () => {
    expect(reviewFirst([session('B', -0.01), session('A', 0)])).toEqual([]);
    expect(reviewFirst([session('B', 0.1), session('A', 0.1)]).map((s) => s.sessionname)).toEqual(['A', 'B']);
  });
});

describe('readinessBySubject', () => {
  const figure = (scope: string, subjectname: string, topicname: string | null, sessionid: string | null, recall: number) =>
    ({
      scope,
      subjectname,
      topicname,
      sessionid,
      sessionname: sessionid && `${subjectname} - ${topicname} #${sessionid.slice(1)}`,
      recall,
      items: 2,
      examdate: null,
      examrecall: null,
      examgain: null,
      nextreview: null,
      nextrecall: null,
    }) satisfies RecallFigure;

  it('groups topics and named sessions under their subject, subjects and topics A-Z', () => {
    const subjects = readinessBySubject(
      [
        figure('session', 'Zoology', 'Birds', 's1', 0.5),
        figure('subject', 'Zoology', null, null, 0.5),
        figure('topic', 'Zoology', 'Birds', null, 0.5),
        figure('subject', 'Art', null, null, 0.9),
        figure('topic', 'Art', 'Light', null, 0.8),
        figure('topic', 'Art', 'Colour', null, 1),
        figure('session', 'Art', 'Colour', 's2', 1),
      ],
    );
    expect(subjects.map((s) => [s.subjectname, s.recall])).toEqual([['Art', 0.9], ['Zoology', 0.5]]);
    expect(subjects[0]!.topics).toEqual([{ topicname: 'Colour', recall: 1 }, { topicname: 'Light', recall: 0.8 }]);
    expect(subjects[1]!.sessions).toEqual([{ sessionid: 's1', sessionname: 'Zoology - Birds #1', examgain: null }]);
    expect(subjects[0]!.sessions[0]!.sessionname).toBe('Art - Colour #2');
  });
});
