import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureSupabase } from '@aayra/supabase/client';
import { followAuthSession } from '@aayra/supabase/auth-session';
import { restoreSavedData } from '@aayra/supabase/providers';
import { startSendingQueuedCalls } from '@aayra/supabase/send-queued-calls';
// Loaded at start, with the other shared modules the shell uses: the page then shares the shell's
// copy (the one built against the shell's client and auth state), and opening Home later does not
// set up sharing again, which would wait on every remote, even one that is down.
import '@aayra/supabase/home-dashboard';
import { App } from './app/App';
import { ApplicationError } from './app/ApplicationError';
import { beforeFirstRender } from './app/before-first-render';
import { loadSupabaseSettings } from './app/load-supabase-settings';
import { startRemotes } from './remotes/start-remotes';
import { preloadRemotes } from './remotes/preload-remotes';
import { whenPageIdle } from './app/when-page-idle';
import { releaseHomeSnapshot } from './pages/home/snapshot/hand-over';
import { releaseSignInFrame } from './pages/sign-in-frame/sign-in-frame';
import { keepHomeSnapshotToOneLearner } from './pages/home/snapshot/keep-to-one-learner';
import { installShellStyles } from './styles/install-shell-styles';
import { registerServiceWorker } from './offline/app-updates';

/** How long the first render waits for the page's code before it shows "Loading..." instead. */
const CURRENT_PAGE_WAIT_MS = 1000;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

const shellStyles = installShellStyles();
try {
  configureSupabase(await loadSupabaseSettings());
  // The sign-in kept on the device and the data saved with it are read while the page's remotes
  // still load: a repeat visit's first render shows the learner's figures, then fetches them anew.
  followAuthSession();
  keepHomeSnapshotToOneLearner();
  void restoreSavedData();
  // Answers saved on this device while offline go to the backend once it can be reached.
  startSendingQueuedCalls();
  await startRemotes();
  await beforeFirstRender(window.location.pathname, CURRENT_PAGE_WAIT_MS);
  await shellStyles;
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // What can wait starts once the page is idle: the other areas' entries, and the offline worker,
  // which copies every file of the app.
  void whenPageIdle().then(() => {
    void preloadRemotes();
    registerServiceWorker();
  });
} catch (error) {
  console.error(error);
  // Home's kept picture, or the sign-in page's frame, must not hide what went wrong.
  releaseHomeSnapshot();
  releaseSignInFrame();
  root.render(<ApplicationError error={error} />);
  // Registered whatever failed here, so a version that mends it can still be installed.
  registerServiceWorker();
}
