// Aayra's service worker, served at /sw.js with scope '/': it keeps the app's files so the app
// opens offline, and shows pushed notifications.
import { installNotificationHandlers } from './notification-handlers';
import { keepAppFiles } from './offline/app-files';
import { keepEveryRemoteNow, keepRemoteFiles } from './offline/remote-routes';
import { keepRuntimeSettings } from './offline/runtime-settings';
import { installWorkerLifecycle } from './worker-lifecycle';
import type { WorkerScope } from './worker-scope';

const scope = self as unknown as WorkerScope;
installWorkerLifecycle(scope);
// Routes are tried in this order: the shell's own files, then the deploy's settings, then remotes.
keepAppFiles();
keepRuntimeSettings(scope.location.origin);
keepRemoteFiles(scope.location.origin);
scope.addEventListener('install', (event) => event.waitUntil(keepEveryRemoteNow(scope.location.origin)));
installNotificationHandlers(scope);
