import { atom } from 'jotai';
import {
  type ThemePreference,
  DARK_SCHEME_QUERY,
  nextThemePreference,
  readStoredPreference,
  resolveTheme,
  systemPrefersDark,
  THEME_STORAGE_KEY,
  isThemePreference,
  writeStoredPreference,
} from './preference';

// null until first read, so each jotai store reads storage when it first needs the value
// (not at module load, which may happen before the page's storage is reachable).
const storedPreferenceAtom = atom<ThemePreference | null>(null);

// Another tab changing the theme changes this one too.
storedPreferenceAtom.onMount = (set) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    set(isThemePreference(event.newValue) ? event.newValue : null);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

export const themePreferenceAtom = atom(
  (get) => get(storedPreferenceAtom) ?? readStoredPreference(),
  (_get, set, preference: ThemePreference) => {
    writeStoredPreference(preference);
    set(storedPreferenceAtom, preference);
  },
);

export const cycleThemeAtom = atom(null, (get, set) => {
  set(themePreferenceAtom, nextThemePreference(get(themePreferenceAtom)));
});

const systemDarkOverrideAtom = atom<boolean | null>(null);

// Follows the operating system's setting live while anything reads the resolved theme.
systemDarkOverrideAtom.onMount = (set) => {
  if (typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia(DARK_SCHEME_QUERY);
  const onChange = () => set(query.matches);
  onChange();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export const systemPrefersDarkAtom = atom(
  (get) => get(systemDarkOverrideAtom) ?? systemPrefersDark(),
);

export const resolvedThemeAtom = atom((get) =>
  resolveTheme(get(themePreferenceAtom), get(systemPrefersDarkAtom)),
);
