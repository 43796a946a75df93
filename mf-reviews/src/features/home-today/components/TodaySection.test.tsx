import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refreshSessionInProgress } from '@aayra/supabase/session-in-progress';
import {
  network,
  renderWithStack,
  signInApp,
  sessionsWithReviewsDue,
  signUpLearner,
  type StackLearner,
} from '@aayra/tests/component-stack';
import { widgets } from '../../../widgets';

/** A learner with six sessions done today whose reviews are due, each a day older than the next. */
let busy: StackLearner;
let sessionIds: string[];
beforeAll(async () => {
  busy = await signUpLearner({ plan: 'premium' });
  sessionIds = await sessionsWithReviewsDue(busy.client, 6);
});
afterEach(() => {
  network.up();
  cleanup();
});

/** Home as the shell composes it: the three cards of this remote and the Today section. */
function Home() {
  const { PendingReviewsCard, IncompleteSessionsCard, CompletedSessionsCard, TodaySection } = widgets;
  return (
    <>
      {PendingReviewsCard && <PendingReviewsCard />}
      {IncompleteSessionsCard && <IncompleteSessionsCard />}
      {CompletedSessionsCard && <CompletedSessionsCard />}
      {TodaySection && <TodaySection />}
    </>
  );
}

const today = () => screen.getByRole('region', { name: 'Today' });

describe("Home's Today section", () => {
  it('shows the next step, the reviews due by name and the week, beside the cards', async () => {
    await renderWithStack(<Home />, { learner: busy });
    const section = await screen.findByRole('region', { name: 'Today' });
    const next = await within(section).findByRole('region', { name: 'Next step' });

    const reviews = within(within(section).getByRole('region', { name: 'Reviews due today' })).getAllByRole('listitem');
    expect(reviews.map((item) => within(item).getByRole('link').textContent)).toEqual([1, 2, 3, 4, 5].map((n) => `Maths - Topic ${n} #1`));
    expect(within(reviews[0]!).getByRole('link').getAttribute('href')).toBe(`/review/${sessionIds[0]}`);
    within(reviews[0]!).getByText('Stage 1');
    expect(within(section).getByRole('link', { name: 'See all 6 reviews due' }).getAttribute('href')).toBe('/pending-reviews');

    const week = within(section).getByRole('region', { name: 'This week' });
    within(week).getByText('1 day');
    expect(within(week).getByRole('progressbar', { name: 'Weekly goal' }).getAttribute('aria-valuetext')).toBe('6 of 10 completed sessions');

    expect(within(next).getByRole('link', { name: 'Review Maths - Topic 1 #1' }).getAttribute('href')).toBe(`/review/${sessionIds[0]}`);
    within(next).getByText('It has waited longest of your 6 reviews due.');

    screen.getByRole('link', { name: /^Pending Reviews 6/ });
    screen.getByRole('link', { name: /^Completed Sessions 6/ });
  });

  it('says when nothing is due and offers no link to more', async () => {
    await renderWithStack(<Home />, { learner: await signUpLearner() });
    await screen.findByText('No reviews due today.');
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
    within(today()).getByText('0 days');
    expect(within(today()).getByRole('link', { name: 'Start a Session' }).getAttribute('href')).toBe('/new-session');
  });

  it('suggests continuing the session in progress', async () => {
    const learner = await signUpLearner();
    const { error } = await learner.client.from('studysessions').insert({ subjectname: 'Biology', topicname: 'Cells' });
    if (error) throw error;
    await renderWithStack(<Home />, { learner });
    // What the host does at start: this device takes the session in progress from the server.
    await refreshSessionInProgress();
    const next = await screen.findByRole('region', { name: 'Next step' });
    expect((await within(next).findByRole('link', { name: 'Return to Your Session' })).getAttribute('href')).toBe('/new-session');
  });

  it('offers a retry when the overview cannot be loaded, and a review opens inside the app', async () => {
    await signInApp(busy);
    network.down();
    await renderWithStack(<Home />);
    await within(today()).findByText("Error loading today's overview");

    network.up();
    await userEvent.click(within(today()).getByRole('button', { name: 'Retry' }));
    await userEvent.click(await within(today()).findByRole('link', { name: 'Maths - Topic 3 #1' }));
    expect(screen.getByTestId('location').textContent).toBe(`/review/${sessionIds[2]}`);
  });
});
