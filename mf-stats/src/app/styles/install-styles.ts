import { installStylesheet } from '@aayra/design-system/stylesheet';
import statsStylesheet from './stats.css?raw';

/** Adds the dialog's layout stylesheet to the page once. */
export function installStatsStylesheet(doc: Document = document): void {
  installStylesheet('aayra-mf-stats', statsStylesheet, { doc });
}
