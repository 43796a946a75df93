// Aayra's service worker, served at /sw.js with scope '/': it keeps the app's files so the app
// opens offline, and shows pushed notifications.
import { installNotificationHandlers } from './notification-handlers';
import { keepAppFiles } from './offline/app-files';
import { isKeepForOfflineMessage } from './offline/keep-for-offline';
import { checkRemotesAsPagesOpen, keepEveryRemoteNow, keepRemoteFiles } from './offline/remote-routes';
import { keepRuntimeSettings } from './offline/runtime-settings';
import { installWorkerLifecycle } from './worker-lifecycle';
import type { WorkerScope } from './worker-scope';

const scope = self as unknown as WorkerScope;
installWorkerLifecycle(scope);
// Before the routes: a page that opens starts the remotes' deploy checks while its scripts load.
scope.addEventListener('fetch', checkRemotesAsPagesOpen(scope.location.origin));
// Routes are tried in this order: the shell's own files, then the deploy's settings, then remotes.
keepAppFiles();
keepRuntimeSettings(scope.location.origin);
keepRemoteFiles(scope.location.origin);
// Asked by the page once this worker is active, not at install: installing stays quick, so pages
// waiting for an active worker (to show a notification) do not wait on the remotes' files.
scope.addEventListener('message', (event) => {
  if (isKeepForOfflineMessage(event.data)) event.waitUntil(keepEveryRemoteNow(scope.location.origin));
});
installNotificationHandlers(scope);
