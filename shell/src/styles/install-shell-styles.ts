import { installStylesheetWhereMissing } from '@aayra/design-system/stylesheet';

/** The id of the shell's <style>; the prerendered page's inlined copy has it too. */
export const SHELL_STYLE_ID = 'aayra-shell';

/** Adds the shell's frame styles once; design tokens come from the design system's sheet. */
export function installShellStyles(): Promise<void> {
  return installStylesheetWhereMissing(SHELL_STYLE_ID, () => import('./shell-stylesheet').then((sheet) => sheet.shellStylesheet));
}
