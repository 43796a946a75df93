import { fileURLToPath } from 'node:url';

/** The app port of this end-to-end run (npm test picks free ones); the rest derives from it. */
export const e2ePort = Number(process.env.AAYRA_E2E_PORT ?? 4174);

/** The run's own backend, so runs on other app ports never share a database. */
export const e2eBackendPort = Number(process.env.AAYRA_E2E_BACKEND_PORT ?? e2ePort + 50_000);

/** Where the design system's built Storybook is served for the accessibility run. */
export const e2eStorybookPort = Number(process.env.AAYRA_E2E_STORYBOOK_PORT ?? e2ePort + 2_000);

/** Where this run keeps its database and the backend's keys. */
export const e2eDir = fileURLToPath(new URL(`../../.aayra/e2e-${e2ePort}`, import.meta.url));
