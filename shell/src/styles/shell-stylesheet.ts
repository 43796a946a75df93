// The shell's frame styles as text: the prerendered page inlines them; the app installs them only
// where a page has not (install-shell-styles.ts).
export { default as shellStylesheet } from './shell.css?raw';
