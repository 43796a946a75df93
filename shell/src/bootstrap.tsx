import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureSupabase } from '@aayra/supabase/client';
import { startSendingQueuedCalls } from '@aayra/supabase/send-queued-calls';
// Loaded at start, with the other shared modules the shell uses: the page then shares the shell's
// copy (the one built against the shell's client and auth state), and opening Home later does not
// set up sharing again, which would wait on every remote, even one that is down.
import '@aayra/supabase/home-dashboard';
import { App } from './app/App';
import { ApplicationError } from './app/ApplicationError';
import { loadRuntimeSettings } from './app/load-runtime-settings';
import { registerRemotes } from './remotes/register-remotes';
import { preloadRemotesWhenIdle } from './remotes/preload-when-idle';
import { preloadCurrentPage } from './remotes/preload-current-page';
import { installShellStyles } from './styles/install-shell-styles';
import { registerServiceWorker } from './offline/app-updates';
import { captureInstallOffer } from './install/install-offer';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

installShellStyles();
// The browser offers the install once, early: kept for Settings' Install Aayra.
captureInstallOffer();
// Registered after the page has loaded (workbox-window waits for it), whatever else fails here.
registerServiceWorker();
try {
  const settings = await loadRuntimeSettings();
  configureSupabase(settings.supabase);
  // Answers saved on this device while offline go to the backend once it can be reached.
  startSendingQueuedCalls();
  registerRemotes(settings.remotes);
  preloadCurrentPage(window.location.pathname);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  preloadRemotesWhenIdle();
} catch (error) {
  console.error(error);
  root.render(<ApplicationError error={error} />);
}
