import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { cycleThemeAtom, resolvedThemeAtom, themePreferenceAtom } from './atoms';
import type { ResolvedTheme, ThemePreference } from './preference';

export interface ThemeState {
  /** What the learner chose. */
  preference: ThemePreference;
  /** What is shown: the preference, or the operating system's setting for 'system'. */
  resolved: ResolvedTheme;
  /** light -> dark -> system -> light. */
  cycle: () => void;
  setPreference: (preference: ThemePreference) => void;
}

export function useTheme(): ThemeState {
  const [preference, setPreference] = useAtom(themePreferenceAtom);
  const resolved = useAtomValue(resolvedThemeAtom);
  const cycle = useSetAtom(cycleThemeAtom);
  return { preference, resolved, cycle, setPreference };
}
