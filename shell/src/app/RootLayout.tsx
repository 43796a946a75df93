import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingOverlay, Spinner, Toaster } from '@aayra/design-system/components';
import { ThemeProvider } from '@aayra/design-system/theme';
import { followAuthSession } from '@aayra/supabase/auth-session';
import { useIsWorking } from '@aayra/supabase/working';
import { NativeBackButton } from '../native/NativeBackButton';
import { NavigationGuard } from '../navigation/NavigationGuard';

/** What every page has around it, signed in or not. */
export function RootLayout() {
  const working = useIsWorking();
  useEffect(() => followAuthSession(), []);
  return (
    <ThemeProvider>
      <Suspense fallback={<Spinner label="Loading page" />}>
        <Outlet />
      </Suspense>
      <NavigationGuard />
      <NativeBackButton />
      <LoadingOverlay visible={working} />
      <Toaster />
    </ThemeProvider>
  );
}
