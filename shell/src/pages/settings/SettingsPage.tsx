import { Spinner } from '@aayra/design-system/components';
import { useAuthSession } from '@aayra/supabase/auth-session';
import { AppearanceCard } from './components/AppearanceCard';
import { InstallCard } from './components/InstallCard';
import { NotificationsCard } from './components/NotificationsCard';
import { SubscriptionCard } from './components/SubscriptionCard';

/** /settings (decisions.md): plan and usage, theme, the way to notification settings, and installing Aayra where the browser offers it. */
export default function SettingsPage() {
  const session = useAuthSession();
  return (
    <div style={{ display: 'grid', gap: 'var(--aayra-space-5)', maxWidth: '48rem', margin: '0 auto', padding: 'var(--aayra-space-4)' }}>
      <h1 style={{ margin: 0 }}>Settings</h1>
      {session ? <SubscriptionCard userId={session.user.id} /> : <Spinner label="Loading your plan" />}
      <AppearanceCard />
      <NotificationsCard />
      <InstallCard />
    </div>
  );
}
