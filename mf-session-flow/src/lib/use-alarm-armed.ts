import { useEffect, useSyncExternalStore } from 'react';
import { alarmArmed, listenForInteraction, subscribeToAlarm } from './alarm';

/**
 * Arms the alarm at the learner's first interaction with the page (a click anywhere, a key), or
 * at once when there was one before the timer opened. Returns whether the alarm is armed, so the
 * timer page can ask for that interaction.
 */
export function useAlarmArmed(): boolean {
  useEffect(() => listenForInteraction(), []);
  return useSyncExternalStore(subscribeToAlarm, alarmArmed, () => false);
}
