// Test support: the validation page of a learner's session, as the device's current session.
import { act, screen } from '@testing-library/react';
import { currentStudySessionAtom } from '@aayra/supabase/current-session';
import { sessionFromRow } from '@aayra/supabase/session-state';
import { renderWithStack, type StackLearner } from '@aayra/tests/component-stack';
import ValidationPage from '../components/ValidationPage';

/** Renders /validation with the session as the device's current one, once it shows `shown`. */
export async function openValidation(learner: StackLearner, sessionid: string, shown = 'Flashcard 1 of 2') {
  const view = await renderWithStack(<ValidationPage />, { learner, path: '/validation' });
  const { data, error } = await learner.client.from('studysessions').select('*').eq('sessionid', sessionid).single();
  if (error) throw new Error(error.message);
  act(() => view.store.set(currentStudySessionAtom, sessionFromRow(data)));
  await screen.findByText(shown, undefined, { timeout: 10_000 });
  return view;
}
