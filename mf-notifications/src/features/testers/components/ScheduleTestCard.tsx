import { useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '@aayra/design-system/components';
import { outcomeOf } from '../../../lib/outcome';
import type { PermissionState } from '../../../lib/use-notification-permission';
import { useScheduleTestNotification } from '../api/schedule-test-notification';
import { SentNotificationDetails } from '../../../components/SentNotificationDetails';
import { TesterCard } from '../../../components/TesterCard';
import { parseMinutes, scheduleTestResult } from './tester-results';

interface ScheduleTestCardProps {
  permission: PermissionState;
  request: () => Promise<unknown>;
  showDetails: boolean;
}

/** A test notification due in N minutes (default 1), shown when it falls due like any reminder. */
export function ScheduleTestCard({ permission, request, showDetails }: ScheduleTestCardProps) {
  const schedule = useScheduleTestNotification();
  const [minutesText, setMinutesText] = useState('1');
  const [error, setError] = useState<string>();
  const [asked, setAsked] = useState(1);
  const minutesRef = useRef<HTMLInputElement>(null);
  const outcome = outcomeOf(schedule);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMinutes(minutesText);
    if (!parsed.ok) {
      setError(parsed.error);
      minutesRef.current?.focus();
      return;
    }
    setError(undefined);
    setAsked(parsed.minutes);
    await request();
    schedule.mutate(parsed.minutes);
  };

  return (
    <TesterCard
      title="Schedule a test"
      description="Sends a test notification after the minutes you choose, through the same delivery as your reminders."
      result={outcome && scheduleTestResult(outcome, asked, permission)}
      busy={schedule.isPending}
      busyText="Scheduling a test notification..."
      details={showDetails && schedule.data && <SentNotificationDetails log={schedule.data} />}
    >
      <form className="notifications-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          ref={minutesRef}
          label="Minutes from now"
          hint="A whole number from 1 to 1440."
          inputMode="numeric"
          autoComplete="off"
          value={minutesText}
          error={error}
          onChange={(event) => setMinutesText(event.target.value)}
        />
        <div>
          <Button
            type="submit"
            variant="primary"
            loading={schedule.isPending}
            loadingLabel="Scheduling..."
          >
            Schedule test notification
          </Button>
        </div>
      </form>
    </TesterCard>
  );
}
