import { Link } from '@aayra/app-contract/router';
import { Card, ErrorPanel } from '@aayra/design-system/components';
import { currentTimeZoneName, useProfile } from '@aayra/supabase/profile';
import { paths } from '@aayra/app-contract/routes';
import { studySchedule } from './study-schedule';
import { SectionLoading } from '../../../components/SectionLoading';

/** The profile's study days and start time, which every reminder is timed from; edited on the profile. */
export function StudyScheduleCard() {
  const profile = useProfile();
  const schedule = profile.data ? studySchedule(profile.data) : undefined;

  return (
    <Card as="section" className="notifications-card" aria-labelledby="notification-schedule-title">
      <h2 id="notification-schedule-title">Study days and time</h2>
      <SectionLoading query={profile} label="Loading your study days" />
      {profile.isError && (
        <ErrorPanel
          headingLevel={3}
          title="Your study days could not be loaded"
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      )}
      {schedule && profile.data && (
        <>
          <dl className="notifications-facts">
            <div>
              <dt>Study days</dt>
              <dd>{schedule.weekdays.length > 0 ? schedule.weekdays.join(', ') : 'None chosen'}</dd>
            </div>
            <div>
              <dt>Start time</dt>
              <dd>{schedule.startTime ?? 'Not set'}</dd>
            </div>
            <div>
              <dt>Time zone</dt>
              <dd>{currentTimeZoneName(profile.data.timezone)}</dd>
            </div>
          </dl>
          {!schedule.complete && (
            <p className="notifications-note" data-tone="warning">
              Aayra can only remind you once your profile has at least one study day and a start
              time.
            </p>
          )}
        </>
      )}
      <p className="notifications-card__line">
        <Link to={paths.profile}>Change study days and time in your profile</Link>
      </p>
    </Card>
  );
}
