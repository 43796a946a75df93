// Submit Answer shows its verdict on a phone's CPU within 100 ms: it draws the quiz step again and
// neither the flashcards nor, before the verdict, the hidden summary; the summary catches up.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUpLearner, startValidatingSession } from '@aayra/tests/component-stack';
import { openValidation } from '../testing/open-validation';

// The design system's viewer, counted: each call is one drawing of the flashcards step's card.
const viewerDrawn = vi.hoisted(() => ({ count: 0 }));
vi.mock(import('@aayra/design-system/study'), async (original) => {
  const study = await original();
  return {
    ...study,
    FlashcardViewer: (props: Parameters<typeof study.FlashcardViewer>[0]) => {
      viewerDrawn.count += 1;
      return study.FlashcardViewer(props);
    },
  };
});

afterEach(() => {
  localStorage.clear();
  cleanup();
});

/** A learner in validation with a small set (two cards, two questions), on its validation page. */
async function openLearnersValidation() {
  const learner = await signUpLearner();
  const { sessionid } = await startValidatingSession(learner.client, { subject: 'Biology', topic: 'Memory', withStudySet: true });
  await openValidation(learner, sessionid);
}

describe('an answer at validation', () => {
  it('shows its verdict without drawing the flashcards again, and the summary counts it', async () => {
    await openLearnersValidation();
    await userEvent.click(screen.getByRole('tab', { name: 'Quiz (2)' }));
    await userEvent.click(screen.getByRole('radio', { name: 'The next day' }));
    const drawnBefore = viewerDrawn.count;

    await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect((await screen.findByText('Correct!')).closest('[role="status"]')).toBe(document.activeElement);
    expect(viewerDrawn.count).toBe(drawnBefore);

    await userEvent.click(screen.getByRole('tab', { name: 'Summary' }));
    await waitFor(() => expect(screen.getByText('You answered 1 of 2 questions.')).toBeTruthy());
  });
});
