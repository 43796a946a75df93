import { Button } from '@aayra/design-system/components';
import { outcomeOf, type Outcome } from '../lib/outcome';
import { useSendTestNotification, type SentTestNotification } from '../lib/api/send-test-notification';
import { smartTestResult, testNotificationResult, type TestResult } from '../lib/test-result';
import type { TestNotificationKind } from '../lib/api/write-test-notification';
import { SentNotificationDetails } from './SentNotificationDetails';
import { TesterCard } from './TesterCard';

/** What each kind of immediate test says: the card's words and its result texts. */
interface TestKindWords {
  title: string;
  description: string;
  busyText: string;
  action: string;
  result: (outcome: Outcome<SentTestNotification>) => TestResult;
}

const TEST_KINDS: Record<TestNotificationKind, TestKindWords> = {
  basic: {
    title: 'Test notification',
    description: 'Sends you one notification now, to see how reminders look in this browser.',
    busyText: 'Sending a test notification...',
    action: 'Send test notification',
    result: testNotificationResult,
  },
  smart: {
    title: 'Smart notification',
    description: 'Sends a smart recap built from your reviews due within 24 hours.',
    busyText: 'Sending a smart test notification...',
    action: 'Send smart test notification',
    result: smartTestResult,
  },
};

interface SendTestNowCardProps {
  kind: TestNotificationKind;
  /** Asks for notification permission; the click is the learner's gesture, the only moment a browser lets a page ask. */
  request: () => Promise<unknown>;
  /** The enhanced tester shows exactly what was written and whether this browser showed it. */
  showDetails?: boolean;
}

/** Writes a test notification (basic, or built from the learner's due reviews) and shows it in this browser at once. */
export function SendTestNowCard({ kind, request, showDetails = false }: SendTestNowCardProps) {
  const send = useSendTestNotification();
  const outcome = outcomeOf(send);
  const words = TEST_KINDS[kind];
  const onSend = async () => {
    await request();
    send.mutate(kind);
  };
  return (
    <TesterCard
      title={words.title}
      description={words.description}
      result={outcome && words.result(outcome)}
      busy={send.isPending}
      busyText={words.busyText}
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
          {words.action}
        </Button>
      </div>
    </TesterCard>
  );
}
