import { Link } from '@aayra/app-contract/router';
import { reviewPath } from '@aayra/app-contract/routes';
import { SessionCard } from '../../../components/SessionCard';
import { StageBadge } from '../../../components/StageBadge';
import { formatDayOf } from '../../../lib/format-date';
import { useSessionRecall } from '../../../lib/api/get-recall';
import { recallFacts } from '../../../lib/recall-facts';
import type { SessionSummary } from '../api/session-summary';
import { FavoriteButton } from './FavoriteButton';

interface ReviewedSessionCardProps {
  session: SessionSummary;
  timeZone: string | undefined;
  onFavoriteChange: (session: SessionSummary, isfavorite: boolean) => void;
  /** Favorites come from every subject, so their cards name it too. */
  showSubject?: boolean;
  headingLevel?: 2 | 3;
}

/** A completed (or favorite) session: opens its review, shows its stage, and carries the heart. */
export function ReviewedSessionCard({
  session,
  timeZone,
  onFavoriteChange,
  showSubject = false,
  headingLevel = 2,
}: ReviewedSessionCardProps) {
  const day = session.completedat ?? session.createdat;
  const recall = useSessionRecall(session.sessionid);
  return (
    <SessionCard
      headingLevel={headingLevel}
      title={<Link to={reviewPath(session.sessionid)}>{session.sessionname}</Link>}
      badge={<StageBadge stage={session.reviewStage} mastered={session.mastered} />}
      action={
        <FavoriteButton
          sessionname={session.sessionname}
          isfavorite={session.isfavorite}
          onToggle={(isfavorite) => onFavoriteChange(session, isfavorite)}
        />
      }
      facts={[
        ...(showSubject ? [{ label: 'Subject', value: session.subjectname }] : []),
        { label: 'Topic', value: session.topicname },
        { label: session.completedat ? 'Completed' : 'Started', value: formatDayOf(day, timeZone) },
        ...recallFacts(recall),
      ]}
    />
  );
}
