import { installStylesheet } from '@aayra/design-system/stylesheet';
import notificationsStylesheet from './notifications.css?raw';

/** Adds mf-notifications' layout stylesheet to the page once, however many of its pages mount. */
export function installNotificationsStylesheet(doc: Document = document): void {
  installStylesheet('aayra-mf-notifications', notificationsStylesheet, { doc });
}
