import { useAlarmArmed } from '../lib/use-alarm-armed';
import { useCountdownTitle, type TimerPhase } from '../lib/tab-title';

export const ARM_ALARM_TEXT = 'Click or press any key to turn on the alarm.';

interface SessionTimerCuesProps {
  phase: TimerPhase;
  running: boolean;
  remainingMs: number;
}

/**
 * What a running timer does beside its ring: the time left in the tab's title, and, until the
 * learner's first interaction after a reload lets the browser play sound, a line asking for it.
 */
export function SessionTimerCues({ phase, running, remainingMs }: SessionTimerCuesProps) {
  const armed = useAlarmArmed();
  useCountdownTitle(phase, remainingMs, running);
  if (!running || armed) return null;
  return (
    <p className="sf-subtitle sf-timer-cue" role="status">
      {ARM_ALARM_TEXT}
    </p>
  );
}
