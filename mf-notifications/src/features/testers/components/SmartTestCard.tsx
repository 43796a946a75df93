import { Button } from '@aayra/design-system/components';
import { outcomeOf } from '../../../lib/outcome';
import { useSendTestNotification } from '../../../lib/send-test-notification';
import { SentNotificationDetails } from './SentNotificationDetails';
import { TesterCard } from './TesterCard';
import { smartTestResult } from './tester-results';

interface SmartTestCardProps {
  request: () => Promise<unknown>;
  showDetails: boolean;
}

/** A test notification built from the learner's own due reviews, shown in this browser. */
export function SmartTestCard({ request, showDetails }: SmartTestCardProps) {
  const send = useSendTestNotification();
  const outcome = outcomeOf(send);
  const onSend = async () => {
    await request();
    send.mutate('smart');
  };
  return (
    <TesterCard
      title="Smart notification"
      description="Sends a smart recap built from your reviews due within 24 hours."
      result={outcome && smartTestResult(outcome)}
      busy={send.isPending}
      busyText="Sending a smart test notification..."
      details={
        showDetails &&
        send.data && <SentNotificationDetails log={send.data.log} delivery={send.data.delivery} />
      }
    >
      <div>
        <Button
          variant="primary"
          loading={send.isPending}
          loadingLabel="Sending..."
          onClick={() => void onSend()}
        >
          Send smart test notification
        </Button>
      </div>
    </TesterCard>
  );
}
