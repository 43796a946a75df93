import type { RemotePages } from '@aayra/supabase/remote-contract';
import { PagePending } from './app/PagePending';

export const pages: RemotePages = {
  notificationSettings: () => <PagePending title="Notification Settings" />,
  testNotifications: () => <PagePending title="Test Notifications" />,
  testNotificationsEnhanced: () => <PagePending title="Test Notifications (Enhanced)" />,
};
