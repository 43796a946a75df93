/** How a learner who blocked notifications gets them back; browsers offer no way to ask again. */
export const ALLOW_IN_BROWSER_SETTINGS =
  'Notifications are blocked for Aayra in this browser. To allow them, open the site settings (the icon left of the address bar), set Notifications to Allow, then reload this page.';
