// An app's own stylesheet, imported for its effect (`import './app/styles/reviews.css'`), becomes
// a module that adds the sheet to the page once, as text in a <style> element: a remote's layout
// then travels with its federated modules and looks the same in the shell and on its own.
import { basename } from 'node:path';

/** @this {import('@rspack/core').LoaderContext} */
export default function stylesheetLoader(css) {
  const id = `aayra-${basename(this.rootContext)}-${basename(this.resourcePath, '.css')}`;
  return [
    "import { installStylesheet } from '@aayra/design-system/stylesheet';",
    `installStylesheet(${JSON.stringify(id)}, ${JSON.stringify(css)});`,
    '',
  ].join('\n');
}
