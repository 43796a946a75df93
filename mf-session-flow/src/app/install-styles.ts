import { installStylesheet } from '@aayra/design-system/stylesheet';
import css from './session-flow.css?raw';

/** Adds this remote's small layout sheet once, however many of its pages or widgets load. */
export function installSessionFlowStyles(doc: Document = document): void {
  installStylesheet('aayra-session-flow', css, { doc });
}
