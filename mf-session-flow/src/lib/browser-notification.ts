/** Asks once, during a click, so the five-minute warning can reach a learner in another tab. */
export function askNotificationPermission(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

/** Shows a system notification when the learner allowed them; returns whether it was shown. */
export function showBrowserNotification(title: string, body: string, tag: string): boolean {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  try {
    new Notification(title, { body, tag, icon: '/favicon.png' });
    return true;
  } catch {
    // Some mobile browsers allow notifications only through a service worker.
    return false;
  }
}
