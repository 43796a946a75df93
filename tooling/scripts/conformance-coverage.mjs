#!/usr/bin/env node
// Counts, from a vitest JSON report, what the local stack does with each of the Supabase client
// libraries' official server behaviours (tests/contract/conformance/official/<library>.json): how
// many behave as Supabase, how many it refuses loudly (a declared "not supported" answer), how many
// fail and how many no conformance test covers yet.
// usage: node tooling/scripts/conformance-coverage.mjs <vitest-report.json>
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LIBRARIES = ['postgrest-js', 'auth-js', 'storage-js'];
// "; not supported": the test asserts the stack's answer for a feature it lacks; "; refused by the
// project's config": the answer the project's settings give (a schema it does not expose).
const NAMED = /\[(postgrest-js|auth-js|storage-js): (.+?)(?:; (not supported|refused by the project's config))?\]$/;
// The library whose official suite needs settings of its own project (exposed schemas, aggregates):
// its line says how many failures and refusals come from the project's config.
const CONFIG_SENSITIVE = new Set(['postgrest-js']);

const officialList = (library) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../tests/contract/conformance/official/${library}.json`, import.meta.url)), 'utf8'));

/**
 * Each official server behaviour a conformance test names, and how it fared: it behaves as Supabase
 * when every test naming it passed on every stack; it is refused when one of those tests asserts
 * a declared refusal instead (not supported, or the project's config); it fails when any test
 * naming it failed. A failure or refusal comes from the config when a test naming it says so.
 */
function outcomes(report, known) {
  const results = new Map(LIBRARIES.map((library) => [library, new Map()]));
  const unknown = [];
  for (const file of report.testResults) {
    if (!file.name.includes('/conformance/')) continue;
    for (const test of file.assertionResults) {
      const named = NAMED.exec(test.title);
      if (!named) continue;
      const [, library, list, refusal] = named;
      for (const behaviour of list.split(' | ')) {
        const kind = known.get(library).get(behaviour);
        if (!kind) {
          unknown.push(`${library}: ${behaviour}`);
          continue;
        }
        // A client-only test may be named for reference; it is not a server behaviour to count.
        if (kind === 'clientOnly') continue;
        const seen = results.get(library).get(behaviour) ?? { passed: true, refused: false, config: false };
        seen.passed &&= test.status === 'passed';
        seen.refused ||= Boolean(refusal);
        seen.config ||= refusal === "refused by the project's config";
        results.get(library).set(behaviour, seen);
      }
    }
  }
  return { results, unknown: [...new Set(unknown)] };
}

/** @returns {{ lines: string[], unknown: string[] }} */
export function conformanceCoverage(report) {
  const lists = new Map(LIBRARIES.map((library) => [library, officialList(library)]));
  const known = new Map(
    LIBRARIES.map((library) => {
      const { server, clientOnly } = lists.get(library);
      return [library, new Map([...clientOnly.map((name) => [name, 'clientOnly']), ...server.map((name) => [name, 'server'])])];
    }),
  );
  const { results, unknown } = outcomes(report, known);
  const lines = LIBRARIES.map((library) => {
    const total = lists.get(library).server.length;
    const seen = [...results.get(library).values()];
    const failing = seen.filter((s) => !s.passed);
    const refused = seen.filter((s) => s.passed && s.refused);
    const asSupabase = seen.length - failing.length - refused.length;
    const fromConfig = (list) => list.filter((s) => s.config).length;
    const config = CONFIG_SENSITIVE.has(library)
      ? `; from the project's config: ${fromConfig(refused)} of the refusals, ${fromConfig(failing)} of the failures`
      : '';
    return (
      `conformance ${library}: ${total} official server behaviours: ${asSupabase} behave as Supabase, ` +
      `${refused.length} refused loudly (declared not supported), ${failing.length} fail, ${total - seen.length} not covered` +
      `${config} (${lists.get(library).clientOnly.length} client-only tests not counted)`
    );
  });
  return { lines, unknown };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reportFile = process.argv[2];
  if (!reportFile) {
    console.error('usage: node tooling/scripts/conformance-coverage.mjs <vitest-report.json>');
    process.exit(2);
  }
  const { lines, unknown } = conformanceCoverage(JSON.parse(readFileSync(reportFile, 'utf8')));
  console.log(lines.join('\n'));
  for (const name of unknown) console.log(`not an official behaviour: ${name}`);
  process.exit(unknown.length ? 1 : 0);
}
