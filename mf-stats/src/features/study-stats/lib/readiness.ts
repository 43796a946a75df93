import type { RecallFigure } from '@aayra/app-contract/recall';
import type { SessionGain } from './review-first';

export interface TopicReadiness {
  topicname: string;
  recall: number;
}

export interface SubjectReadiness {
  subjectname: string;
  recall: number;
  examdate: string | null;
  examrecall: number | null;
  topics: TopicReadiness[];
  sessions: SessionGain[];
}

/** The figures by subject (A-Z), each with its topics (A-Z) and its sessions. */
export function readinessBySubject(figures: readonly RecallFigure[]): SubjectReadiness[] {
  const subjects = new Map<string, SubjectReadiness>();
  for (const figure of figures) {
    // A figure without its subject or its recall has nothing to show.
    if (figure.scope !== 'subject' || figure.subjectname === null || figure.recall === null) continue;
    subjects.set(figure.subjectname, {
      subjectname: figure.subjectname,
      recall: figure.recall,
      examdate: figure.examdate,
      examrecall: figure.examrecall,
      topics: [],
      sessions: [],
    });
  }
  for (const figure of figures) {
    if (figure.subjectname === null) continue;
    const subject = subjects.get(figure.subjectname);
    if (!subject) continue;
    if (figure.scope === 'topic' && figure.topicname !== null && figure.recall !== null)
      subject.topics.push({ topicname: figure.topicname, recall: figure.recall });
    if (figure.scope === 'session' && figure.sessionid !== null && figure.sessionname !== null)
      subject.sessions.push({ sessionid: figure.sessionid, sessionname: figure.sessionname, examgain: figure.examgain });
  }
  const byName = (a: string, b: string) => a.localeCompare(b);
  return [...subjects.values()]
    .sort((a, b) => byName(a.subjectname, b.subjectname))
    .map((subject) => ({ ...subject, topics: subject.topics.sort((a, b) => byName(a.topicname, b.topicname)) }));
}
