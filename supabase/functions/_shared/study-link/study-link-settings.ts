import { lookupHost } from '../network/checked-address.ts';
import type { FetchPageOptions } from './fetch-page.ts';
import { connectToPage } from './page-connection.ts';

export const STUDY_LINK_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;

/**
 * The reader's settings from the function's environment. Two settings exist for the test stacks
 * only, and must never be set on a deployed project:
 * - AAYRA_STUDY_LINK_ALLOW_LOOPBACK=1 lets links reach 127.0.0.0/8 and ::1 (a local page server);
 *   private, link-local and metadata addresses stay refused even then.
 * - AAYRA_STUDY_LINK_TIMEOUT_MS shortens the 10 s limit so a slow page is tested quickly; it can
 *   only make the limit shorter.
 */
export function studyLinkOptions(env: (name: string) => string | undefined): FetchPageOptions {
  const timeout = Number(env('AAYRA_STUDY_LINK_TIMEOUT_MS'));
  return {
    ...STUDY_LINK_LIMITS,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? Math.min(timeout, STUDY_LINK_LIMITS.timeoutMs) : STUDY_LINK_LIMITS.timeoutMs,
    allowLoopback: env('AAYRA_STUDY_LINK_ALLOW_LOOPBACK') === '1',
    resolveHost: lookupHost,
    connect: connectToPage,
  };
}
