// Aayra's service worker, served at /sw.js with scope '/'.
import { installNotificationHandlers } from './notification-handlers';
import type { WorkerScope } from './worker-scope';

installNotificationHandlers(self as unknown as WorkerScope);
