let installed = false;

/**
 * A stray rejection or exception (a socket reset mid-write, a bug in one handler) is logged and
 * the server keeps serving everyone else.
 */
export function installProcessGuards(log: (line: string) => void): void {
  if (installed) return;
  installed = true;
  process.on('uncaughtException', (error) => log(`[server] uncaught exception: ${error.stack ?? String(error)}`));
  process.on('unhandledRejection', (reason) => log(`[server] unhandled rejection: ${(reason as Error)?.stack ?? String(reason)}`));
}
