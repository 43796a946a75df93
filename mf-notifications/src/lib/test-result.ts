import { refusalOf } from '@aayra/supabase/refusal';
import { PERMISSION_DENIED } from './delivery';
import type { Outcome } from './outcome';
import { ALLOW_IN_BROWSER_SETTINGS } from './permission-texts';
import type { SentTestNotification } from './api/send-test-notification';

/** What a test action shows in its status region: what happened and, when useful, why. */
export interface TestResult {
  tone: 'success' | 'error';
  text: string;
  detail?: string;
}

export const TEST_SENT = 'Test notification sent successfully';
export const TEST_FAILED = 'Failed to send test notification';
export const SMART_SENT = 'Smart test notification sent successfully';
export const SMART_FAILED = 'Failed to send smart test notification';
export const NO_LEARNER_DATA = 'Could not fetch user data for smart notification';

interface SentTexts {
  sent: string;
  failed: string;
}

/** A written notification's result follows its delivery: shown, blocked, or failed for a reason. */
function deliveredResult({ delivery }: SentTestNotification, texts: SentTexts): TestResult {
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

/** The database refuses a smart test without the learner's profile by this hint (send_test_notification). */
const PROFILE_NOT_FOUND_HINT = 'profile_not_found';

/** Known by its hint, never by its wording; every other server message stays unshown. */
function isNoLearnerData(error: unknown): boolean {
  return refusalOf(error).hint === PROFILE_NOT_FOUND_HINT;
}

/** A smart test: as a basic one, and the database's "no learner data" is said as it is. */
export function smartTestResult(outcome: Outcome<SentTestNotification>): TestResult {
  if (!outcome.ok)
    return { tone: 'error', text: isNoLearnerData(outcome.error) ? NO_LEARNER_DATA : SMART_FAILED };
  return deliveredResult(outcome.value, { sent: SMART_SENT, failed: SMART_FAILED });
}
