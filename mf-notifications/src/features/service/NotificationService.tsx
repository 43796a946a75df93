/**
 * The headless notification service the shell mounts once. Service worker registration,
 * reminders and realtime delivery are not built yet, so it renders nothing and does nothing.
 */
export function NotificationService() {
  return null;
}
