import shellStylesheet from './shell.css?raw';

/** Adds the shell's frame styles once; design tokens come from the design system's sheet. */
export function installShellStyles(): void {
  if (document.getElementById('aayra-shell')) return;
  const style = document.createElement('style');
  style.id = 'aayra-shell';
  style.textContent = shellStylesheet;
  document.head.append(style);
}
