import type { SessionLimits } from '../../lib/get-session-limits';
import { LIMIT_CHECK_FAILED_TEXT, LIMIT_REACHED_TEXT, LOADING_LIMITS_TEXT } from '../../lib/session-limit-text';

export interface StartSessionText {
  description: string;
  disabled: boolean;
}

/** The Start New Session card's line (specification section 2), from the learner's limits. */
export function startSessionText(limits: SessionLimits | undefined, failed: boolean): StartSessionText {
  if (failed) return { description: LIMIT_CHECK_FAILED_TEXT, disabled: false };
  // Still usable while loading: only a limit the database reports disables the card.
  if (!limits) return { description: LOADING_LIMITS_TEXT, disabled: false };
  if (limits.limitreached) return { description: LIMIT_REACHED_TEXT[limits.limitreached], disabled: true };
  const usage = limits.dailylimit === null ? '' : ` (${limits.usedtoday}/${limits.dailylimit} today)`;
  return { description: `Begin a focused study session${usage}`, disabled: false };
}
