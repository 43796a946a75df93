import { fileURLToPath } from 'node:url';

/** Where one end-to-end run keeps its database and the backend's keys. */
export const e2eDir = fileURLToPath(new URL('../../.aayra/e2e', import.meta.url));
