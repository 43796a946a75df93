import { installStylesheet } from '@aayra/design-system/stylesheet';

/** The id of the shell's <style>; the prerendered page's inlined copy has it too. */
export const SHELL_STYLE_ID = 'aayra-shell';

/**
 * Adds the shell's frame styles once; design tokens come from the design system's sheet. The
 * prerendered page already carries them, so their text is fetched only on a page without them (a
 * dev server's).
 */
export function installShellStyles(): Promise<void> {
  if (document.getElementById(SHELL_STYLE_ID)) return Promise.resolve();
  return import('./shell-stylesheet').then(({ shellStylesheet }) => installStylesheet(SHELL_STYLE_ID, shellStylesheet));
}
