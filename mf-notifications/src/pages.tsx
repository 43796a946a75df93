import './app/styles/notifications.css';
import { lazy } from 'react';
import type { RemotePages } from '@aayra/app-contract/remote-contract';

// Each page is its own chunk. The shell loads this map lazily itself, and React cannot resolve a
// lazy component to another lazy one, so every entry is a plain component that renders its chunk.
const NotificationSettingsPage = lazy(
  () => import('./features/settings/components/NotificationSettingsPage'),
);
const TestNotificationsPage = lazy(
  () => import('./features/testers/components/TestNotificationsPage'),
);

export const pages: RemotePages = {
  notificationSettings: () => <NotificationSettingsPage />,
  testNotifications: () => <TestNotificationsPage />,
  testNotificationsEnhanced: () => <TestNotificationsPage enhanced />,
};
