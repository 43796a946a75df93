// The ports npm start and npm run dev listen on: read from the environment and tried before anything
// is installed or built, so that a busy port is told in one sentence, not as a stack trace a minute
// later. Node's own modules only: this runs on a fresh clone, before the install step.
import { createServer } from 'node:net';
import { ClearError } from './run.mjs';

/**
 * The port an environment variable names, or the default when it is unset.
 * @param {string} variable  e.g. PORT
 * @param {number} fallback
 */
export function portFromEnv(variable, fallback) {
  const text = process.env[variable]?.trim();
  if (!text) return fallback;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) {
    throw new ClearError(`${variable}=${process.env[variable]} is not a port: give a whole number from 1 to 65535, e.g. ${variable}=${fallback}.`);
  }
  return port;
}

/**
 * The sentence for a port another program holds: which port, what needed it, and how to choose another.
 * @param {{ port: number, what: string, variable: string, command: string }} use
 */
export function portInUse({ port, what, variable, command }) {
  return new ClearError(
    `Port ${port} is already in use, so ${what} cannot listen on it: stop the program using it, or choose another port with ${variable}=${port === 65535 ? port - 1 : port + 1} ${command}.`,
  );
}

/**
 * Resolves when the port can be listened on at that host; rejects with portInUse's sentence when
 * another program holds it.
 * @param {{ port: number, host: string, what: string, variable: string, command: string }} use
 */
export function ensurePortFree(use) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => {
      if (error.code === 'EADDRINUSE') reject(portInUse(use));
      else if (error.code === 'EACCES') {
        reject(new ClearError(`Port ${use.port} needs privileges this user lacks, so ${use.what} cannot listen on it: choose a port above 1023, e.g. ${use.variable}=8080 ${use.command}.`));
      } else reject(error);
    });
    probe.listen(use.port, use.host, () => probe.close(() => resolve()));
  });
}

/**
 * The local backend's port, AAYRA_BACKEND_PORT or 54321, on the loopback address it listens on.
 * @param {string} command  the command that starts it, for the sentence when the port is busy
 */
export function backendPort(command) {
  return { port: portFromEnv('AAYRA_BACKEND_PORT', 54321), host: '127.0.0.1', what: 'the local backend', variable: 'AAYRA_BACKEND_PORT', command };
}
