import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeSession,
  network,
  renderWithStack,
  signInApp,
  signUpLearner,
  type StackLearner,
} from '@aayra/tests/component-stack';
import { StreakFigure } from './components/StreakFigure';
import { StudyStatsDialog } from './StudyStatsDialog';

/** A learner who completed three sessions today. */
let learner: StackLearner;
beforeAll(async () => {
  learner = await signUpLearner({ plan: 'premium' });
  for (const topic of ['Cells', 'Genes', 'Proteins']) await completeSession(learner.client, { subject: 'Biology', topic });
});
beforeEach(() => {
  // happy-dom's dialog element lacks the modal methods the design system calls.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  network.up();
  cleanup();
});

async function weeklyGoal(of: StackLearner) {
  const { data, error } = await of.client.from('users').select('weeklygoal').eq('userid', of.id).single();
  if (error) throw error;
  return data.weeklygoal;
}

describe('StudyStatsDialog', () => {
  it('shows all-time and weekly sessions, the streak and weekly progress as the database counts them', async () => {
    const { data: stats, error } = await learner.client.rpc('get_study_stats');
    if (error) throw error;
    await renderWithStack(<StudyStatsDialog open onClose={vi.fn()} />, { learner });
    const dialog = await screen.findByRole('dialog', { name: 'Study Stats' });
    expect(await within(dialog).findAllByText('3 sessions')).toHaveLength(2);
    within(dialog).getByText('1 day');
    expect(within(dialog).queryByText(/Day Milestone!/)).toBeNull();
    expect(within(dialog).getByRole('progressbar', { name: 'Weekly progress' }).getAttribute('aria-valuetext')).toBe('30%');
    const left = stats!.daysremaininginweek;
    within(dialog).getByText(new RegExp(`${left} ${left === 1 ? 'day' : 'days'} remaining in the week`));
  });

  it('names the highest milestone the streak reached, and none below a week', () => {
    render(
      <dl>
        <StreakFigure days={16} milestone={15} />
      </dl>,
    );
    screen.getByText('15 Day Milestone!');
    cleanup();
    render(
      <dl>
        <StreakFigure days={6} milestone={null} />
      </dl>,
    );
    screen.getByText('6 days');
    expect(screen.queryByText(/Day Milestone!/)).toBeNull();
  });

  it('stores a new weekly goal on the profile and measures progress against it', async () => {
    const goalSetter = await signUpLearner();
    await completeSession(goalSetter.client, { subject: 'Biology', topic: 'Cells' });
    await renderWithStack(<StudyStatsDialog open onClose={vi.fn()} />, { learner: goalSetter });
    const goal = await screen.findByRole('combobox', { name: 'Weekly goal' });
    expect([...(goal as HTMLSelectElement).options].map((option) => option.value)).toEqual(['10', '20', '30', '40', '50']);
    await userEvent.selectOptions(goal, '20');
    await waitFor(async () => expect(await weeklyGoal(goalSetter)).toBe(20));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Weekly progress' }).getAttribute('aria-valuetext')).toBe('5%'),
    );
  });

  it('reads zero everywhere when the figures cannot be loaded', async () => {
    await signInApp(learner);
    network.down();
    await renderWithStack(<StudyStatsDialog open onClose={vi.fn()} />);
    expect(await screen.findAllByText('0 sessions')).toHaveLength(2);
    screen.getByText('0 days');
  });

  it('closes with Escape', async () => {
    const onClose = vi.fn();
    await renderWithStack(<StudyStatsDialog open onClose={onClose} />, { learner });
    await screen.findByRole('dialog', { name: 'Study Stats' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
