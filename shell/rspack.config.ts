import { createAppConfig, createServiceWorkerConfig } from '@aayra/tooling/rspack';

export default [createAppConfig(), createServiceWorkerConfig({ entry: '@aayra/service-worker/sw' })];
