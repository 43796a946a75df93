import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Json } from '@aayra/supabase/database.types';
import type { NotificationKind } from '@aayra/supabase/product-constants';
import { adminClient } from '../../support/backend';

export interface NotificationRow {
  notification_type?: NotificationKind;
  content?: NonNullable<Json>;
  status: 'scheduled' | 'sent' | 'failed';
  failure_reason?: string | null;
  clicked_at?: string | null;
  sent_time?: string | null;
  scheduled_time?: string | null;
  created_at?: string;
}

/** Writes a learner's notifications as the server does (service role); the learner cannot insert them. */
export async function writeNotifications(userId: string, rows: readonly NotificationRow[]) {
  const { data, error } = await adminClient()
    .from('notification_logs')
    .insert(
      rows.map((row) => ({
        notification_type: 'study_reminder',
        content: { title: 'Study Time!', body: 'Your session starts soon.' },
        ...row,
        user_id: userId,
      })),
    )
    .select('*');
  if (error) throw error;
  return data;
}

/** Every notification of the learner, read back as the database has them. */
export async function notificationsOf(userId: string) {
  const { data, error } = await adminClient()
    .from('notification_logs')
    .select('*')
    .eq('user_id', userId);
  if (error) throw error;
  return data;
}

export async function preferencesOf(userId: string) {
  const { data, error } = await adminClient()
    .from('notification_preferences')
    .select('*')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** The value shown for one term of the facts inside `scope`, e.g. the Delivered count. */
export function valueOf(scope: Locator, term: string) {
  return scope
    .locator('div', { has: scope.page().getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');
}

/** axe over the page's own area, in the given theme. */
export async function expectNoAxeViolations(page: Page, theme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `${page.url()} in ${theme}`).toEqual([]);
}

/** The page fits a 360 px phone without sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${page.url()} at 360 px`).toBeLessThanOrEqual(0);
}
