import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { SessionStatus } from '@aayra/supabase/product-constants';
import type { TestLearner } from '../../support/learners';

export const CURRENT_SESSION_KEY = 'aayra.currentSession';

/** A study passage checked in under tests/fixtures/study-material. */
export function studyMaterial(name: string): string {
  return readFileSync(new URL(`../../fixtures/study-material/${name}.txt`, import.meta.url), 'utf8');
}

/** The learner's own calendar date, days from today, as the database computes it (UTC learner). */
export function utcDate(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Records what the browser would show or play: system notifications (permission granted) and
 * the alarm's oscillators, so a test can see the warning and hear the alarm.
 */
export async function recordNotificationsAndSound(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    const tones: number[] = [];
    Object.assign(window, { __aayraNotifications: shown, __aayraTones: tones });
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
    }
    Object.assign(window, { Notification: RecordedNotification });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function recordedStart(this: OscillatorNode, ...args: Parameters<typeof start>) {
      tones.push(this.frequency.value);
      return start.apply(this, args);
    };
  });
}

export function notificationsShown(page: Page) {
  return page.evaluate(() => (window as unknown as { __aayraNotifications: { title: string; body?: string }[] }).__aayraNotifications);
}

export function tonesPlayed(page: Page) {
  return page.evaluate(() => (window as unknown as { __aayraTones: number[] }).__aayraTones.length);
}

/** Makes the page believe its tab is hidden (or visible again), as switching tabs does. */
export async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

export interface ApiSession {
  sessionid: string;
  sessionname: string;
  subjectname: string;
  topicname: string;
  status: string;
  focusdurationminutes: number;
  breakdurationminutes: number;
}

/** Starts a session through the API as the learner, under the same rules as the app. */
export async function startSessionThroughApi(learner: TestLearner, subject = 'History', topic = 'The First World War'): Promise<ApiSession> {
  const { data, error } = await learner.client
    .from('studysessions')
    .insert({ subjectname: subject, topicname: topic })
    .select('sessionid, sessionname, subjectname, topicname, status, focusdurationminutes, breakdurationminutes')
    .single();
  if (error) throw new Error(error.message);
  return data as ApiSession;
}

export async function moveSessionThroughApi(learner: TestLearner, sessionId: string, status: SessionStatus): Promise<void> {
  const { error } = await learner.client.from('studysessions').update({ status }).eq('sessionid', sessionId);
  if (error) throw new Error(error.message);
}

/** Adds material and has the study set generated, as the upload page does (status becomes validating). */
export async function generateStudySetThroughApi(learner: TestLearner, sessionId: string, text: string): Promise<void> {
  const stored = await learner.client.from('studymaterials').insert({ sessionid: sessionId, kind: 'text', title: 'Note 1', content: text });
  if (stored.error) throw new Error(stored.error.message);
  const { error } = await learner.client.functions.invoke('generate-study-set', { body: { sessionId } });
  if (error) throw new Error(`generate-study-set failed: ${error.message}`);
}

/** Puts the session in the browser's cache, as if this learner had been working on it in this tab. */
export async function cacheCurrentSession(page: Page, session: ApiSession, status: string, reviewstage = 0): Promise<void> {
  const cached = { ...session, status, reviewstage, timerEndsAt: null, timerRemainingMs: null };
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem('aayra.e2e.cached')) {
        window.localStorage.setItem(key!, value!);
        window.sessionStorage.setItem('aayra.e2e.cached', '1');
      }
    },
    [CURRENT_SESSION_KEY, JSON.stringify(cached)],
  );
}

export async function sessionStatus(learner: TestLearner, sessionId: string): Promise<string | null> {
  const { data, error } = await learner.client.from('studysessions').select('status').eq('sessionid', sessionId).maybeSingle();
  if (error) throw new Error(error.message);
  return (data as { status: string } | null)?.status ?? null;
}

/** No axe violation in the page's main area, and nothing to scroll sideways, narrow and wide. */
export async function expectAccessible(page: Page, label: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(found, `${label} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${label} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
}
