import { Button } from '@aayra/design-system/components';
import { outcomeOf } from '../../../lib/outcome';
import { useRunDailyNotifications } from '../api/run-daily-notifications';
import { SentNotificationDetails } from '../../../components/SentNotificationDetails';
import { TesterCard } from '../../../components/TesterCard';
import { dailyServiceResult } from './tester-results';

interface DailyServiceCardProps {
  request: () => Promise<unknown>;
  showDetails: boolean;
}

/** Runs the midnight smart run for this learner now, with the same rules and the same single recap. */
export function DailyServiceCard({ request, showDetails }: DailyServiceCardProps) {
  const run = useRunDailyNotifications();
  const outcome = outcomeOf(run);
  const onRun = async () => {
    await request();
    run.mutate();
  };
  const answer = run.data?.run;
  const delivery = run.data?.delivery;
  return (
    <TesterCard
      title="Daily notification service"
      description="Runs tonight’s smart recap for you now: on a study day, when a review is due within 24 hours."
      result={outcome && dailyServiceResult(outcome)}
      busy={run.isPending}
      busyText="Running the daily notification service..."
      details={
        showDetails &&
        answer && (
          <>
            <p className="notifications-card__line">
              Answer: written {answer.written ? 'yes' : 'no'}
              {answer.reason && `, reason ${answer.reason}`}
            </p>
            {answer.log && <SentNotificationDetails log={answer.log} delivery={delivery} />}
          </>
        )
      }
    >
      <div>
        <Button
          variant="primary"
          loading={run.isPending}
          loadingLabel="Running..."
          onClick={() => void onRun()}
        >
          Trigger daily notification service
        </Button>
      </div>
    </TesterCard>
  );
}
