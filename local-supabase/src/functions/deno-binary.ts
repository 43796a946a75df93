import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The Deno executable of the `deno` package: its binary ships inside the @deno/<platform> package
 * the install brings (nothing is downloaded), and the package's own installer finds it.
 */
export function denoExecutable(): string {
  const installer = require('deno/install_api.cjs') as { runInstall(): string };
  return installer.runInstall();
}
