import { installStylesheet } from '@aayra/design-system/stylesheet';
import shellStylesheet from './shell.css?raw';

/** Adds the shell's frame styles once; design tokens come from the design system's sheet. */
export function installShellStyles(): void {
  installStylesheet('aayra-shell', shellStylesheet);
}
