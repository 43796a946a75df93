import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useMatches } from '@aayra/app-contract/router';
import { LoadingOverlay, Toaster } from '@aayra/design-system/components';
import { ThemeProvider } from '@aayra/design-system/theme';
import { followAuthSession } from '@aayra/supabase/auth-session';
import { useIsWorking } from '@aayra/app-contract/working';
import { isNativeApp } from '@aayra/app-contract/native-app';
import { PageLoading } from '../layout/PageLoading';
import { placesToasts } from '../layout/toast-place';
import { NavigationGuard } from '../navigation/NavigationGuard';
import { UpdateReadyPrompt } from '../offline/UpdateReadyPrompt';
import { FocusOnNavigation } from './FocusOnNavigation';

/** The phone's back button, with the native app's plugins: only the native app loads them. */
const NativeBackButton = lazy(() => import('../native/NativeBackButton').then((module) => ({ default: module.NativeBackButton })));
const nativeApp = isNativeApp();

/** What every page has around it, signed in or not. */
export function RootLayout() {
  const working = useIsWorking();
  const toastsInLayout = useMatches().some((match) => placesToasts(match.handle));
  useEffect(() => followAuthSession(), []);
  return (
    <ThemeProvider>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <FocusOnNavigation />
      <NavigationGuard />
      {nativeApp && (
        <Suspense fallback={null}>
          <NativeBackButton />
        </Suspense>
      )}
      <LoadingOverlay visible={working} />
      {!toastsInLayout && <Toaster />}
      <UpdateReadyPrompt />
    </ThemeProvider>
  );
}
