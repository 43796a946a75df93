/**
 * Conformance tests name the behaviour of the Supabase client libraries' own integration suites
 * they cover, so the coverage can be counted (tooling/scripts/conformance-coverage.mjs): a test
 * title ends with "[<library>: <behaviour>]", several behaviours separated by " | ", and with
 * "; not supported" inside the brackets when the test asserts the stack's not-supported answer.
 * Behaviours are listed in official/<library>.json, by the official test's describe path and title.
 */
export type Library = 'postgrest-js' | 'auth-js' | 'storage-js';

export function covers(library: Library, behaviours: string | string[], what: string): string {
  return `${what} [${library}: ${[behaviours].flat().join(' | ')}]`;
}

/** A test that asserts the explicit not-supported answer for a feature the stack lacks. */
export function refusesAsNotSupported(library: Library, behaviours: string | string[], what: string): string {
  return `${what} [${library}: ${[behaviours].flat().join(' | ')}; not supported]`;
}
