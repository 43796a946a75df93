import { Button } from '@aayra/design-system/components';
import { outcomeOf, type Outcome } from '../../../lib/outcome';
import type { SentTestNotification } from '../../../lib/send-test-notification';
import { useSendTestNotification } from '../../../lib/send-test-notification';
import { testNotificationResult, type TestResult } from '../../../lib/test-result';
import { SentNotificationDetails } from './SentNotificationDetails';
import { smartTestResult } from './tester-results';
import { TesterCard } from './TesterCard';

type TestKind = 'basic' | 'smart';

/** What each kind of immediate test says: the card's words and the spec's result texts. */
interface TestKindWords {
  title: string;
  description: string;
  busyText: string;
  action: string;
  result: (outcome: Outcome<SentTestNotification>) => TestResult;
}

const TEST_KINDS: Record<TestKind, TestKindWords> = {
  basic: {
    title: 'Send now',
    description: 'Sends one test notification to this browser right away.',
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
  kind: TestKind;
  request: () => Promise<unknown>;
  showDetails: boolean;
}

/** Writes a test notification (basic, or built from the learner's due reviews) and shows it in this browser at once. */
export function SendTestNowCard({ kind, request, showDetails }: SendTestNowCardProps) {
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
