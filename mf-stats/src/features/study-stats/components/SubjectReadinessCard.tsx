import { useId } from 'react';
import { mediumDay } from '../lib/calendar-days';
import type { SubjectReadiness } from '../lib/readiness';
import { recallPercent } from '@aayra/app-contract/recall';
import { reviewFirst } from '../lib/review-first';
import { ExamDateForm } from './ExamDateForm';

/** One subject: recall today, its topics, its exam date and what to review before it. */
export function SubjectReadinessCard({ subject }: { subject: SubjectReadiness }) {
  const headingId = useId();
  const first = reviewFirst(subject.sessions);
  return (
    <section className="readiness__subject" aria-labelledby={headingId}>
      <h4 className="readiness__subject-name" id={headingId}>
        {subject.subjectname}
      </h4>
      <dl className="readiness__figures">
        <div>
          <dt>Predicted recall today</dt>
          <dd>{recallPercent(subject.recall)}</dd>
        </div>
        {subject.examdate !== null && subject.examrecall !== null && (
          <div>
            <dt>On exam day, {mediumDay(subject.examdate)}</dt>
            <dd>{recallPercent(subject.examrecall)}</dd>
          </div>
        )}
      </dl>
      {subject.topics.length > 0 && (
        <ul className="readiness__topics" aria-label={`Topics of ${subject.subjectname}`}>
          {subject.topics.map((topic) => (
            <li key={topic.topicname}>
              <span>{topic.topicname}</span> <span>{recallPercent(topic.recall)}</span>
            </li>
          ))}
        </ul>
      )}
      {subject.examdate !== null && first.length > 0 && (
        <div className="readiness__review-first">
          <p id={`${headingId}-first`}>Review first:</p>
          <ol aria-labelledby={`${headingId}-first`}>
            {first.map((session) => (
              <li key={session.sessionid}>{session.sessionname}</li>
            ))}
          </ol>
        </div>
      )}
      <ExamDateForm subjectname={subject.subjectname} examdate={subject.examdate} />
    </section>
  );
}
