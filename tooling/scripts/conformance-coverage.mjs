#!/usr/bin/env node
// Counts, from a vitest JSON report, how many of the Supabase client libraries' official server
// behaviours (tests/contract/conformance/official/<library>.json) the conformance tests cover and pass on every stack.
// usage: node tooling/scripts/conformance-coverage.mjs <vitest-report.json>
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LIBRARIES = ['postgrest-js', 'auth-js', 'storage-js'];
const NAMED = /\[(postgrest-js|auth-js|storage-js): (.+?)(; not supported)?\]$/;

const officialList = (library) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../tests/contract/conformance/official/${library}.json`, import.meta.url)), 'utf8'));

/** @returns {{ lines: string[], unknown: string[] }} */
export function conformanceCoverage(report) {
  const results = new Map(LIBRARIES.map((library) => [library, new Map()]));
  const unknown = [];
  const lists = new Map(LIBRARIES.map((library) => [library, officialList(library)]));
  const known = new Map(LIBRARIES.map((library) => [library, new Set(lists.get(library).server)]));
  for (const file of report.testResults) {
    if (!file.name.includes('/conformance/')) continue;
    for (const test of file.assertionResults) {
      const named = NAMED.exec(test.title);
      if (!named) continue;
      const [, library, list, notSupported] = named;
      for (const behaviour of list.split(' | ')) {
        if (!known.get(library).has(behaviour)) {
          unknown.push(`${library}: ${behaviour}`);
          continue;
        }
        const seen = results.get(library).get(behaviour) ?? { passed: true, notSupported: false };
        // A behaviour counts as passing only when every test naming it passed on every stack.
        seen.passed &&= test.status === 'passed';
        seen.notSupported ||= Boolean(notSupported);
        results.get(library).set(behaviour, seen);
      }
    }
  }
  const lines = LIBRARIES.map((library) => {
    const all = known.get(library).size;
    const seen = [...results.get(library).values()];
    const passing = seen.filter((s) => s.passed);
    const refused = passing.filter((s) => s.notSupported).length;
    const failing = seen.length - passing.length;
    return `conformance ${library}: ${passing.length} of ${all} official server behaviours covered and passing (${passing.length - refused} as Supabase does, ${refused} answered as not supported), ${failing} failing, ${all - seen.length} not covered (${lists.get(library).clientOnly.length} client-only tests not counted)`;
  });
  return { lines, unknown: [...new Set(unknown)] };
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
