import { Button } from '@aayra/design-system/components';
import { outcomeOf } from '../../../lib/outcome';
import { useSendTestNotification } from '../../../lib/send-test-notification';
import { testNotificationResult } from '../../../lib/test-result';
import { SentNotificationDetails } from './SentNotificationDetails';
import { TesterCard } from './TesterCard';

interface SendNowCardProps {
  request: () => Promise<unknown>;
  showDetails: boolean;
}

/** Writes a basic test notification and shows it in this browser at once. */
export function SendNowCard({ request, showDetails }: SendNowCardProps) {
  const send = useSendTestNotification();
  const outcome = outcomeOf(send);
  const onSend = async () => {
    await request();
    send.mutate('basic');
  };
  return (
    <TesterCard
      title="Send now"
      description="Sends one test notification to this browser right away."
      result={outcome && testNotificationResult(outcome)}
      busy={send.isPending}
      busyText="Sending a test notification..."
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
          Send test notification
        </Button>
      </div>
    </TesterCard>
  );
}
