import { useId } from 'react';
import { EmptyState, Spinner } from '@aayra/design-system/components';
import { useReadiness } from '../api/get-readiness';
import { SubjectReadinessCard } from './SubjectReadinessCard';

/** How well the learner holds each subject today, and on its exam day when one is set. */
export function ReadinessBySubject() {
  const headingId = useId();
  const readiness = useReadiness();
  return (
    <section className="readiness" aria-labelledby={headingId}>
      <h3 className="study-stats__heading" id={headingId}>
        Readiness by subject
      </h3>
      {readiness.isPending ? (
        <Spinner label="Loading your readiness" />
      ) : readiness.isError ? (
        <p className="study-stats__note">Your readiness could not be loaded.</p>
      ) : readiness.data.length === 0 ? (
        <EmptyState
          headingLevel={4}
          title="No recall figures yet"
          description="Answer a session's quiz and your predicted recall for each subject shows here."
        />
      ) : (
        readiness.data.map((subject) => <SubjectReadinessCard key={subject.subjectname} subject={subject} />)
      )}
    </section>
  );
}
