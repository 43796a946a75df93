import type { HomeDashboard } from '@aayra/supabase/home-dashboard';
import { LIMIT_CHECK_FAILED_TEXT, LOADING_LIMITS_TEXT } from '../../lib/session-limit-text';

export interface StartSessionText {
  description: string;
  disabled: boolean;
}

/** What the card reads: whether a session can start, the database's words when not, today's usage. */
export type StartSessionFigures = Pick<HomeDashboard, 'canstart' | 'message' | 'usedtoday' | 'dailylimit'>;

/** The Start New Session card's line, from the learner's limits. */
export function startSessionText(limits: StartSessionFigures | undefined, failed: boolean): StartSessionText {
  if (failed) return { description: LIMIT_CHECK_FAILED_TEXT, disabled: false };
  // Still usable while loading: only a limit the database reports disables the card.
  if (!limits) return { description: LOADING_LIMITS_TEXT, disabled: false };
  if (!limits.canstart) return { description: limits.message ?? LIMIT_CHECK_FAILED_TEXT, disabled: true };
  const usage = limits.dailylimit === null ? '' : ` (${limits.usedtoday}/${limits.dailylimit} today)`;
  return { description: `Begin a focused study session${usage}`, disabled: false };
}
