import { fileURLToPath } from 'node:url';

/** The app port of this end-to-end run; everything else of the run derives from it. */
export const e2ePort = Number(process.env.AAYRA_E2E_PORT ?? 4174);

/** The run's own backend port, so runs on other app ports never share a database. */
export const e2eBackendPort = e2ePort + 50_000;

/** Where this run keeps its database and the backend's keys. */
export const e2eDir = fileURLToPath(new URL(`../../.aayra/e2e-${e2ePort}`, import.meta.url));
