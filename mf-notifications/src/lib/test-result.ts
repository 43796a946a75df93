import { PERMISSION_DENIED } from '../features/delivery';
import type { Outcome } from './outcome';
import { ALLOW_IN_BROWSER_SETTINGS } from './permission-texts';
import type { SentTestNotification } from './send-test-notification';

/** What a test action shows in its status region: a specification text and, when useful, why. */
export interface TestResult {
  tone: 'success' | 'error';
  text: string;
  detail?: string;
}

export const TEST_SENT = 'Test notification sent successfully';
export const TEST_FAILED = 'Failed to send test notification';

interface SentTexts {
  sent: string;
  failed: string;
}

/** A written notification's result follows its delivery: shown, blocked, or failed for a reason. */
export function deliveredResult({ delivery }: SentTestNotification, texts: SentTexts): TestResult {
  if (delivery.ok) return { tone: 'success', text: texts.sent };
  if (delivery.reason === PERMISSION_DENIED) {
    return { tone: 'error', text: PERMISSION_DENIED, detail: ALLOW_IN_BROWSER_SETTINGS };
  }
  return { tone: 'error', text: texts.failed, detail: delivery.reason };
}

/** "Send test notification": the server's own messages are not shown, only the product's texts. */
export function testNotificationResult(outcome: Outcome<SentTestNotification>): TestResult {
  if (!outcome.ok) return { tone: 'error', text: TEST_FAILED };
  return deliveredResult(outcome.value, { sent: TEST_SENT, failed: TEST_FAILED });
}
