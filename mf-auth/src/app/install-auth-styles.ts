import { installStylesheet } from '@aayra/design-system/stylesheet';
import css from './auth.css?raw';

/** The remote's layout CSS travels as text, so it works the same in the shell and standalone. */
export function installAuthStyles(doc: Document = document): void {
  installStylesheet('aayra-mf-auth', css, { doc });
}
