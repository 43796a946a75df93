import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminClient } from '../../support/backend';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { startOwnStack, type OwnStack } from '../../support/own-stack';
import { addDays, completeSession, databaseToday, makePremium } from '../reviews/review-fixtures';

// The browser runs in UTC while the learners live far from it: every day shown must be the
// learner's own, never the browser's.
test.use({ timezoneId: 'UTC' });

const words = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });
const longDay = (day: string) => words(day, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
const mediumDay = (day: string) => words(day, { year: 'numeric', month: 'long', day: 'numeric' });
const sessions = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;
// A figure the database left empty shows as no percentage at all, so a check against it fails.
const percent = (recall: number | null) => (recall === null ? 'no figure' : `${Math.round(recall * 100)}%`);

/** Monday of the week of a day. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

async function openStudyStats(page: Page, appUrl = '') {
  await page.goto(`${appUrl}/home`);
  await page.getByRole('button', { name: 'Aayra: open Study Stats' }).click();
  const dialog = page.getByRole('dialog', { name: 'Study Stats' });
  await expect(dialog.getByRole('combobox', { name: 'Weekly goal' })).toBeVisible();
  return dialog;
}

/** The open dialog has no accessibility violation axe can find, in both themes. */
async function expectAxeCleanInBothThemes(page: Page, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
    const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(found, `${label}, ${theme} theme`).toEqual([]);
  }
}

// Sessions completed on either side of the learner's midnight, far east and far west of UTC, with
// the database's clock moved to each moment (on a stack of this file's own: the run's shared
// database keeps the real time). Each counts on the learner's own day, not the UTC day.
const learners = [
  {
    zone: 'Pacific/Tongatapu',
    offset: 'UTC+13',
    weeklygoal: 10,
    completions: [
      '2026-09-06T09:00:00Z', // 22:00 on Sunday 6 September: the day before the twelve weeks
      '2026-09-06T11:30:00Z', // 00:30 on Monday 7 September: their first day
      '2026-11-18T11:30:00Z', // 00:30 on Thursday 19 November, still the 18th in UTC
      '2026-11-18T12:00:00Z', // 01:00 on Thursday 19th
      '2026-11-23T10:30:00Z', // 23:30 on Monday 23rd
    ],
    perDay: { '2026-09-07': 1, '2026-11-19': 2, '2026-11-23': 1 },
    emptyUtcDays: ['2026-11-18'],
    today: '2026-11-26',
    streak: '0 days',
  },
  {
    zone: 'Pacific/Honolulu',
    offset: 'UTC-10',
    weeklygoal: 20,
    completions: [
      '2026-11-19T09:00:00Z', // 23:00 on Wednesday 18 November, already the 19th in UTC
      '2026-11-19T09:30:00Z', // 23:30 on Wednesday 18th
      '2026-11-21T10:30:00Z', // 00:30 on Saturday 21st
      '2026-11-25T09:59:00Z', // 23:59 on Tuesday 24th, the 25th in UTC
    ],
    perDay: { '2026-11-18': 2, '2026-11-21': 1, '2026-11-24': 1 },
    emptyUtcDays: ['2026-11-19', '2026-11-25'],
    today: '2026-11-25',
    streak: '1 day',
  },
] as const;

// Thursday 26 November in Tongatapu, Wednesday 25th in Honolulu.
const NOW = '2026-11-25T22:00:00Z';

test.describe('the study calendar, with the database clock moved', () => {
  let stack: OwnStack;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    stack = await startOwnStack();
  });
  test.afterAll(async () => stack?.stop());

  for (const { zone, offset, weeklygoal, completions, perDay, emptyUtcDays, today, streak } of learners) {
    test(`counts a learner's sessions on the learner's own days (${zone}, ${offset}), by keyboard and axe-clean`, async ({ page }) => {
      test.setTimeout(120_000);
      await stack.setClock('2026-09-01T00:00:00Z');
      const learner = await signUpLearner({ displayname: `Calendar ${offset}`, timezone: zone, backend: stack.backend });
      const userid = learner.session.user.id;
      await stack.sql("update public.users set subscription_plan = 'premium', weeklygoal = $2 where userid = $1", [userid, weeklygoal]);
      for (const [n, moment] of completions.entries()) {
        await stack.setClock(moment);
        await completeSession(learner.client, { subject: 'Astronomy', topic: `Moon ${n + 1}` });
      }
      await stack.setClock(NOW);
      expect(await databaseToday(learner.client)).toBe(today);

      const counted = new Map<string, number>(Object.entries(perDay));
      const firstMonday = addDays(mondayOf(today), -77);
      const days: string[] = [];
      for (let day = firstMonday; day <= today; day = addDays(day, 1)) days.push(day);
      const expectedNames = days.map((day) => `${sessions(counted.get(day) ?? 0)} on ${longDay(day)}`);

      await signInPage(page, learner, stack.backend);
      const dialog = await openStudyStats(page, stack.appUrl);
      const calendar = dialog.getByRole('region', { name: 'Study calendar' });
      const grid = calendar.getByRole('grid', { name: 'Completed sessions per day, last 12 weeks' });
      const dayCells = grid.locator('[data-day-index]');
      await expect(dayCells).toHaveCount(days.length);
      // Every day in order, its count and date as hover text...
      await expect
        .poll(() => dayCells.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title'))))
        .toEqual(
          // Cells come row by row (Monday of every week, then Tuesday, ...).
          [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => expectedNames.filter((_, index) => index % 7 === weekday)),
        );
      // ...and as the name screen readers read; the UTC days of those sessions hold none.
      for (const [day, count] of counted)
        await expect(grid.getByRole('gridcell', { name: `${sessions(count)} on ${longDay(day)}`, exact: true })).toHaveCount(1);
      for (const day of emptyUtcDays)
        await expect(grid.getByRole('gridcell', { name: `0 sessions on ${longDay(day)}`, exact: true })).toHaveCount(1);
      await expect(grid.getByRole('rowheader')).toHaveText(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => new RegExp(d)));
      await expect(grid.getByRole('columnheader')).toHaveText(days.filter((_, n) => n % 7 === 0).map((monday) => new RegExp(`Week of ${mediumDay(monday)}$`)));

      // Sessions per week: the same twelve weeks, summed from the same days, against the goal.
      const weekly = calendar.getByRole('table', { name: `Sessions per week, against your weekly goal of ${sessions(weeklygoal)}` });
      const mondays = days.filter((_, n) => n % 7 === 0);
      const weekSums = mondays.map((monday) =>
        days.filter((day) => day >= monday && day < addDays(monday, 7)).reduce((sum, day) => sum + (counted.get(day) ?? 0), 0),
      );
      await expect(weekly.getByRole('rowheader')).toHaveText(mondays.map((monday) => `Week of ${mediumDay(monday)}`));
      await expect(weekly.getByRole('cell')).toHaveText(weekSums.map(String));
      await expect(dialog.getByText(`Goal ${weeklygoal}`, { exact: true })).toBeVisible();
      // The figures above agree: This Week and the streak count the same local days.
      await expect(dialog.getByText(`${weekSums.at(-1)} of ${weeklygoal} completed sessions this week`)).toBeVisible();
      await expect(dialog.getByText(streak, { exact: true })).toBeVisible();

      // A learner without answers yet is told where the readiness figures come from.
      await expect(dialog.getByRole('region', { name: 'Readiness by subject' }).getByText('No recall figures yet')).toBeVisible();

      // The grid is one tab stop, on today; the arrow keys walk the days.
      let reached = false;
      for (let presses = 0; presses < 8 && !reached; presses += 1) {
        await page.keyboard.press('Tab');
        reached = await grid.locator('[data-day-index]:focus').count() === 1;
      }
      expect(reached, 'a day of the calendar is reached with Tab').toBe(true);
      await expect(grid.getByRole('gridcell', { name: `${sessions(counted.get(today) ?? 0)} on ${longDay(today)}`, exact: true })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      const weekBefore = addDays(today, -7);
      await expect(grid.getByRole('gridcell', { name: `${sessions(counted.get(weekBefore) ?? 0)} on ${longDay(weekBefore)}`, exact: true })).toBeFocused();
      await page.keyboard.press('Control+Home');
      await expect(grid.getByRole('gridcell', { name: `${sessions(counted.get(firstMonday) ?? 0)} on ${longDay(firstMonday)}`, exact: true })).toBeFocused();

      await expectAxeCleanInBothThemes(page, `Study Stats at ${offset}`);
    });
  }
});

/** Rows of get_recall as the learner's own client reads them. */
async function recallFigures(learner: TestLearner) {
  const { data, error } = await learner.client.rpc('get_recall');
  if (error || !data) throw new Error(`Reading the recall figures failed: ${JSON.stringify(error)}`);
  return data;
}

async function subjectCard(page: Page, subject: string): Promise<Locator> {
  return page.getByRole('dialog', { name: 'Study Stats' }).getByRole('region', { name: 'Readiness by subject' }).getByRole('region', { name: subject });
}

test('Readiness by subject shows the database’s recall today and on the exam day, and what to review first', async ({ page }) => {
  test.setTimeout(150_000);
  const learner = await signUpLearner({ displayname: 'Readiness Learner', timezone: 'UTC' });
  await makePremium(learner);
  const rivers = ['Rivers', 'Deltas', 'Glaciers', 'Coasts'];
  const done: { sessionid: string; sessionname: string }[] = [];
  for (const topic of rivers) done.push(await completeSession(learner.client, { subject: 'Geography', topic, withStudySet: true }));
  done.push(await completeSession(learner.client, { subject: 'History', topic: 'Rome', withStudySet: true }));

  // Validation answers through the API: every session's first question right, the second right
  // only in the first two sessions.
  const { data: sets } = await learner.client.from('studysets').select('studysetid, sessionid');
  const { data: questions } = await learner.client.from('quizquestions').select('questionid, studysetid, position, correctoption');
  const answers = questions!.map((question) => {
    const sessionid = sets!.find((set) => set.studysetid === question.studysetid)!.sessionid;
    const n = done.findIndex((session) => session.sessionid === sessionid);
    const right = question.position === 0 || n < 2;
    return { questionid: question.questionid, chosenoption: right ? question.correctoption : (question.correctoption + 1) % 4 };
  });
  expect((await learner.client.from('quizanswers').insert(answers)).error).toBeNull();

  // The days pass for this learner alone (the shared clock never moves): each session was last
  // answered a different number of days ago, so their recall and gains differ.
  const today = await databaseToday(learner.client);
  for (const [n, session] of done.entries()) {
    const moved = await adminClient().from('memorystates').update({ lastanswerday: addDays(today, -(2 + 3 * n)) }).eq('sessionid', session.sessionid).select('stateid');
    expect(moved.data).toHaveLength(2);
  }

  const before = await recallFigures(learner);
  const geography = before.find((row) => row.scope === 'subject' && row.subjectname === 'Geography')!;
  const history = before.find((row) => row.scope === 'subject' && row.subjectname === 'History')!;
  expect(geography.recall).toBeLessThan(1);

  await signInPage(page, learner);
  await openStudyStats(page);
  const card = await subjectCard(page, 'Geography');
  const todayFigure = card.getByRole('definition').first();
  await expect(card.getByRole('term').first()).toHaveText('Predicted recall today');
  await expect(todayFigure).toHaveText(percent(geography.recall));
  await expect((await subjectCard(page, 'History')).getByRole('definition').first()).toHaveText(percent(history.recall));
  const topics = before.filter((row) => row.scope === 'topic' && row.subjectname === 'Geography').sort((a, b) => (a.topicname ?? '').localeCompare(b.topicname ?? ''));
  await expect(card.getByRole('list', { name: 'Topics of Geography' }).getByRole('listitem')).toHaveText(
    topics.map((topic) => `${topic.topicname} ${percent(topic.recall)}`),
  );
  await expect(card.getByText('Review first:')).toHaveCount(0);

  // An exam date in 30 days: the figure for that day, and the sessions whose review raises it most.
  const examDay = addDays(today, 30);
  const examDate = card.getByLabel('Exam date for Geography');
  await examDate.fill(examDay);
  await card.getByRole('button', { name: 'Save exam date' }).click();
  await expect(card.getByRole('term')).toHaveText(['Predicted recall today', `On exam day, ${mediumDay(examDay)}`]);

  const after = await recallFigures(learner);
  const withExam = after.find((row) => row.scope === 'subject' && row.subjectname === 'Geography')!;
  expect(withExam.examdate).toBe(examDay);
  await expect(card.getByRole('definition').nth(1)).toHaveText(percent(withExam.examrecall));
  const gains = after
    .filter((row) => row.scope === 'session' && row.subjectname === 'Geography' && (row.examgain ?? 0) > 0)
    .sort((a, b) => (b.examgain ?? 0) - (a.examgain ?? 0));
  expect(gains.length).toBeGreaterThan(3);
  const names = new Map(done.map((session) => [session.sessionid, session.sessionname]));
  await expect(card.getByRole('list', { name: 'Review first:' }).getByRole('listitem')).toHaveText(
    gains.slice(0, 3).map((row) => names.get(row.sessionid ?? '')!),
  );
  // History has no exam date: no exam figure there.
  await expect((await subjectCard(page, 'History')).getByRole('term')).toHaveText(['Predicted recall today']);

  // A date before the learner's today: the database refuses it, and says why next to the field.
  await examDate.fill(addDays(today, -1));
  await card.getByRole('button', { name: 'Save exam date' }).click();
  await expect(card.getByText('An exam date must be between today and two years from now')).toBeVisible();
  await expect(examDate).toHaveAttribute('aria-invalid', 'true');
  await expect(examDate).toHaveAccessibleDescription('An exam date must be between today and two years from now');
  expect((await recallFigures(learner)).find((row) => row.scope === 'subject' && row.subjectname === 'Geography')!.examdate).toBe(examDay);
  await expectAxeCleanInBothThemes(page, 'Readiness with a refused exam date');

  // Cleared, the exam figures go away.
  await card.getByRole('button', { name: 'Clear exam date' }).click();
  await expect(card.getByRole('term')).toHaveText(['Predicted recall today']);
  await expect(card.getByText('Review first:')).toHaveCount(0);
  expect((await learner.client.from('subjectexams').select('subjectname')).data).toEqual([]);
});
