import { Button, Card } from '@aayra/design-system/components';
import { ResultStatus } from '../../../components/ResultStatus';
import { outcomeOf } from '../../../lib/outcome';
import { useSendTestNotification } from '../../../lib/send-test-notification';
import { testNotificationResult } from '../../../lib/test-result';

/** "Send test notification": one real notification written by the server and shown in this browser. */
export function SendTestCard({ request }: { request: () => Promise<unknown> }) {
  const send = useSendTestNotification();
  const outcome = outcomeOf(send);

  const onSend = async () => {
    // The click is the learner's gesture, the only moment a browser lets a page ask.
    await request();
    send.mutate('basic');
  };

  return (
    <Card as="section" className="notifications-card" aria-labelledby="notification-test-title">
      <h2 id="notification-test-title">Test notification</h2>
      <p className="notifications-card__line">
        Sends you one notification now, to see how reminders look in this browser.
      </p>
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
      <ResultStatus
        result={outcome && testNotificationResult(outcome)}
        busy={send.isPending}
        busyText="Sending a test notification..."
      />
    </Card>
  );
}
