import { useRef } from 'react';
import { Button, Card } from '@aayra/design-system/components';
import { useAuthSession } from '@aayra/supabase/auth-session';
import {
  dismissRefusalNotice,
  useRefusalNotices,
  type RefusalNotice,
} from '@aayra/supabase/queued-calls';
import { focusElement, mainHeading } from '../app/focus-main-heading';
import { MAIN_CONTENT_ID } from './SkipToMainContent';

/** "Your review of Biology - Cells #1, stage 2, could not be saved: This review is already completed." */
export function refusalText({ about, reason }: RefusalNotice): string {
  const sentence = `${about}, could not be saved: ${reason}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * Answers and session changes saved on this device that the backend later refused (not due any
 * more, done on another device): the learner is told once they are sent, on whatever page, until
 * it dismisses each one.
 */
export function QueuedCallNotices() {
  const learnerId = useAuthSession()?.user.id;
  const notices = useRefusalNotices(learnerId);
  const list = useRef<HTMLUListElement>(null);
  if (notices.length === 0) return null;

  const dismiss = (index: number) => {
    const notice = notices[index];
    if (!notice) return;
    // Focus is never lost with the button: it moves to the next notice's Dismiss, or to the page.
    const buttons = list.current?.querySelectorAll('button');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1];
    const page = mainHeading() ?? document.getElementById(MAIN_CONTENT_ID);
    if (next) next.focus();
    else if (page) focusElement(page);
    void dismissRefusalNotice(notice.id);
  };
  return (
    <section className="queued-call-notices" aria-label="Changes that could not be saved">
      <ul ref={list} className="queued-call-notices__list">
        {notices.map((notice, index) => (
          <li key={notice.id}>
            <Card padding="sm" role="alert">
              <p id={`refusal-${notice.id}`}>{refusalText(notice)}</p>
              {/* Every notice has a Dismiss: the sentence it dismisses tells them apart. */}
              <Button
                size="sm"
                aria-describedby={`refusal-${notice.id}`}
                onClick={() => dismiss(index)}
              >
                Dismiss
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
