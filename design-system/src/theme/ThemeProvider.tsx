import { useAtomValue } from 'jotai';
import { useInsertionEffect, useLayoutEffect, type ReactNode } from 'react';
import { installDesignSystemStylesheet } from '../styles/install';
import { resolvedThemeAtom } from './atoms';
import { applyResolvedTheme } from './preference';

export interface ThemeProviderProps {
  children?: ReactNode;
}

/**
 * Installs the design-system stylesheet (once per page) and keeps data-theme on <html> in step
 * with the learner's preference and, for 'system', the operating system. Uses the page's jotai
 * store, so any number of React roots can render it.
 */
export function ThemeProvider({ children }: ThemeProviderProps) {
  const resolved = useAtomValue(resolvedThemeAtom);
  useInsertionEffect(() => void installDesignSystemStylesheet(), []);
  useLayoutEffect(() => applyResolvedTheme(resolved), [resolved]);
  return children;
}
