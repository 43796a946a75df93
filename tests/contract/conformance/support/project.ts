import { fileURLToPath } from 'node:url';

/** The conformance suite's own Supabase project: its fixture schema, seed and auth settings. */
export const CONFORMANCE_PROJECT = fileURLToPath(new URL('../project', import.meta.url));
