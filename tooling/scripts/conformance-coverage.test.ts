import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conformanceCoverage } from './conformance-coverage.mjs';

const official = (library: string) =>
  JSON.parse(readFileSync(new URL(`../../tests/contract/conformance/official/${library}.json`, import.meta.url), 'utf8')) as { server: string[] };
const [first, second, third] = official('postgrest-js').server;
const FILE = '/work/tests/contract/conformance/postgrest/reads.test.ts';
const test = (title: string, status = 'passed') => ({ title, status });
const lineOf = (lines: string[], library: string) => lines.find((line) => line.startsWith(`conformance ${library}:`));

describe('conformanceCoverage', () => {
  it('counts a behaviour as passing only when every test naming it passed, on every stack', () => {
    const { lines, unknown } = conformanceCoverage({
      testResults: [
        {
          name: FILE,
          assertionResults: [
            test(`reads rows [postgrest-js: ${first}]`),
            test(`reads rows [postgrest-js: ${first}]`),
            test(`reads more [postgrest-js: ${second} | ${third}]`),
            test(`reads more [postgrest-js: ${second} | ${third}]`, 'failed'),
          ],
        },
      ],
    });
    expect(unknown).toEqual([]);
    const total = official('postgrest-js').server.length;
    expect(lineOf(lines, 'postgrest-js')).toContain(`1 of ${total} official server behaviours covered and passing (1 as Supabase does, 0 answered as not supported), 2 failing, ${total - 3} not covered`);
  });

  it('counts refusals apart and leaves out tests outside the conformance suite', () => {
    const { lines } = conformanceCoverage({
      testResults: [
        { name: FILE, assertionResults: [test(`refuses [postgrest-js: ${first}; not supported]`)] },
        { name: '/work/tests/contract/rest.test.ts', assertionResults: [test(`reads [postgrest-js: ${second}]`)] },
      ],
    });
    expect(lineOf(lines, 'postgrest-js')).toContain('1 of');
    expect(lineOf(lines, 'postgrest-js')).toContain('(0 as Supabase does, 1 answered as not supported)');
  });

  it('names a behaviour the official lists do not have', () => {
    const { unknown } = conformanceCoverage({
      testResults: [{ name: FILE, assertionResults: [test('reads [storage-js: basic › a test no suite has]')] }],
    });
    expect(unknown).toEqual(['storage-js: basic › a test no suite has']);
  });
});
