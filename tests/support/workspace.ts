import { fileURLToPath } from 'node:url';

/** The workspace root, for tests that build or read the apps. */
export const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
