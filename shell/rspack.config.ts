import { rspack } from '@rspack/core';
import { createAppConfig, createServiceWorkerConfig } from '@aayra/tooling/rspack';

// Home's page is preloaded where the address opens it (src/app/router.tsx names its chunk).
const shell = createAppConfig({ pageChunks: { '/home': 'home-page' } });
// The shell owns the origin's root: files served as they are, such as /favicon.png, the icon
// every notification names.
shell.plugins = [
  ...(shell.plugins ?? []),
  new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
];

export default [shell, createServiceWorkerConfig(shell, '@aayra/service-worker/sw')];
