import type { TestResult } from '../lib/test-result';

interface ResultStatusProps {
  id?: string;
  result: TestResult | undefined;
  /** Said while the action runs, so the region never keeps an old result that no longer applies. */
  busyText?: string;
  busy?: boolean;
}

/**
 * The outcome of an action, in a polite live region that is on the page before the first result,
 * so a screen reader announces every result, success or failure alike.
 */
export function ResultStatus({ id, result, busy = false, busyText }: ResultStatusProps) {
  const shown = busy ? undefined : result;
  return (
    <div id={id} className="notifications-result" role="status" data-tone={shown?.tone}>
      {busy && busyText && <p className="notifications-result__text">{busyText}</p>}
      {shown && <p className="notifications-result__text">{shown.text}</p>}
      {shown?.detail && <p className="notifications-result__detail">{shown.detail}</p>}
    </div>
  );
}
