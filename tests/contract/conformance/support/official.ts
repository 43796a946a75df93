/**
 * Conformance tests name the behaviour of the Supabase client libraries' own integration suites
 * they cover, so the coverage can be counted (tooling/scripts/conformance-coverage.mjs): a test
 * title ends with "[<library>: <behaviour>]", several behaviours separated by " | ", and with
 * "; not supported" inside the brackets when the test asserts the stack's not-supported answer, or
 * "; refused by the project's config" when it asserts the refusal a project's settings give.
 * Behaviours are listed in official/<library>.json by the official test's file, describe path and
 * title: `server` the tests that fail when no server answers, `clientOnly` the rest (a title may
 * name one of those for reference; it is not counted).
 */
export type Library = 'postgrest-js' | 'auth-js' | 'storage-js';

export function covers(library: Library, behaviours: string | string[], what: string): string {
  return `${what} [${library}: ${[behaviours].flat().join(' | ')}]`;
}

/** A test that asserts the explicit not-supported answer for a feature the stack lacks. */
export function refusesAsNotSupported(library: Library, behaviours: string | string[], what: string): string {
  return `${what} [${library}: ${[behaviours].flat().join(' | ')}; not supported]`;
}

/** A test that asserts the refusal a project's settings give (a schema it does not expose). */
export function refusedByProjectConfig(library: Library, behaviours: string | string[], what: string): string {
  return `${what} [${library}: ${[behaviours].flat().join(' | ')}; refused by the project's config]`;
}
