// Drops and edits at validation are written to the session as they are made; what the database
// refuses is said and undone on the page, and what cannot reach it waits on the device.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { network, signUpLearner, startValidatingSession, type StackLearner } from '@aayra/tests/component-stack';
import { openValidation } from '../testing/open-validation';
import { CHANGES_KEPT_ON_DEVICE } from './use-unsaved-changes';

afterEach(() => {
  network.up();
  onlineManager.setOnline(true);
  localStorage.clear();
  cleanup();
});

interface StoredCard {
  flashcardid: string;
  back: string;
  isdropped: boolean;
}

/** A learner in validation with a small set (two cards, two questions). */
async function validatingLearner(): Promise<{ learner: StackLearner; sessionid: string; cards: StoredCard[] }> {
  const learner = await signUpLearner();
  const { sessionid } = await startValidatingSession(learner.client, { subject: 'Biology', topic: 'Memory', withStudySet: true });
  return { learner, sessionid, cards: await storedCards(learner, sessionid) };
}

async function storedCards(learner: StackLearner, sessionid: string): Promise<StoredCard[]> {
  const { data, error } = await learner.client
    .from('studysets')
    .select('flashcards(flashcardid, position, back, isdropped)')
    .eq('sessionid', sessionid)
    .single();
  if (error) throw new Error(error.message);
  return [...data.flashcards].sort((a, b) => a.position - b.position);
}

describe('drops and edits at validation', () => {
  it('says why a drop the database refused could not be saved, and shows the card again', async () => {
    const { learner, sessionid } = await validatingLearner();
    await openValidation(learner, sessionid);
    // Another device took the break meanwhile: this page has not heard of it yet.
    await learner.client.from('studysessions').update({ status: 'break_in_progress' }).eq('sessionid', sessionid);

    await userEvent.click(screen.getByRole('button', { name: 'Drop Flashcard' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your drop could not be saved: Flashcards and questions can be dropped or brought back only while their session is in validation',
    );
    await screen.findByText('Flashcard 1 of 2');
    expect(localStorage.getItem(`aayra.sessionFlow.validationChanges.${sessionid}`)).toContain('"dropped":{}');
  });

  it('keeps a drop on the device while Aayra cannot be reached, and sends it when the connection is back', async () => {
    const { learner, sessionid } = await validatingLearner();
    await openValidation(learner, sessionid);
    network.down();
    await userEvent.click(screen.getByRole('button', { name: 'Drop Flashcard' }));
    await screen.findByText('Flashcard 1 of 1');
    expect(await screen.findByText(CHANGES_KEPT_ON_DEVICE)).toBeTruthy();
    expect((await storedCards(learner, sessionid)).map((card) => card.isdropped)).toEqual([false, false]);

    network.up();
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await waitFor(async () => expect((await storedCards(learner, sessionid)).map((card) => card.isdropped)).toEqual([true, false]), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByText(CHANGES_KEPT_ON_DEVICE)).toBeNull());
  });

  it('sends the drops and edits an older page kept on the device until Take a Break', async () => {
    const { learner, sessionid, cards } = await validatingLearner();
    const [first, second] = cards as [StoredCard, StoredCard];
    localStorage.setItem(
      `aayra.sessionFlow.validation.${sessionid}`,
      JSON.stringify({
        step: 'flashcards',
        cardIndex: 0,
        questionIndex: 0,
        answers: {},
        dropped: [first.flashcardid],
        editedCards: { [second.flashcardid]: { front: 'What does Mastered mean?', back: 'Every review is done' } },
        editedQuestions: {},
      }),
    );
    await openValidation(learner, sessionid, 'Flashcard 1 of 1');
    await waitFor(
      async () =>
        expect(await storedCards(learner, sessionid)).toEqual([
          { ...first, isdropped: true },
          { ...second, back: 'Every review is done' },
        ]),
      { timeout: 10_000 },
    );
  });
});
