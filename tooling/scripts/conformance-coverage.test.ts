import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conformanceCoverage } from './conformance-coverage.mjs';

const official = (library: string) =>
  JSON.parse(readFileSync(new URL(`../../tests/contract/conformance/official/${library}.json`, import.meta.url), 'utf8')) as { server: string[]; clientOnly: string[] };
const [first, second, third, fourth] = official('postgrest-js').server;
const FILE = '/work/tests/contract/conformance/postgrest/reads.test.ts';
const test = (title: string, status = 'passed') => ({ title, status });
const lineOf = (lines: string[], library: string) => lines.find((line) => line.startsWith(`conformance ${library}:`));
const total = (library: string) => official(library).server.length;

describe('conformanceCoverage', () => {
  it('counts a behaviour as Supabase does only when every test naming it passed, on every stack', () => {
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
    expect(lineOf(lines, 'postgrest-js')).toContain(
      `${total('postgrest-js')} official server behaviours: 1 behave as Supabase, 0 refused loudly (declared not supported), 2 fail, ${total('postgrest-js') - 3} not covered`,
    );
  });

  it('counts declared refusals apart from behaving as Supabase, and a failed refusal as a failure', () => {
    const { lines } = conformanceCoverage({
      testResults: [
        {
          name: FILE,
          assertionResults: [
            test(`refuses [postgrest-js: ${first}; not supported]`),
            test(`reads [postgrest-js: ${second}]`),
            test(`partly refuses [postgrest-js: ${second}; not supported]`),
            test(`refuses wrongly [postgrest-js: ${third}; not supported]`, 'failed'),
          ],
        },
      ],
    });
    expect(lineOf(lines, 'postgrest-js')).toContain('0 behave as Supabase, 2 refused loudly (declared not supported), 1 fail,');
  });

  it("says how many of postgrest-js' refusals and failures come from the project's config", () => {
    const { lines } = conformanceCoverage({
      testResults: [
        {
          name: FILE,
          assertionResults: [
            test(`hides a schema [postgrest-js: ${first}; refused by the project's config]`),
            test(`refuses [postgrest-js: ${second}; not supported]`),
            test(`hides another [postgrest-js: ${third}; refused by the project's config]`, 'failed'),
            test(`reads [postgrest-js: ${fourth}]`, 'failed'),
          ],
        },
      ],
    });
    const line = lineOf(lines, 'postgrest-js');
    expect(line).toContain('0 behave as Supabase, 2 refused loudly (declared not supported), 2 fail,');
    expect(line).toContain("; from the project's config: 1 of the refusals, 1 of the failures");
    expect(lineOf(lines, 'auth-js')).not.toContain('config');
  });

  it('leaves out tests outside the conformance suite and client-only tests a title names', () => {
    const [clientOnly] = official('auth-js').clientOnly;
    const { lines, unknown } = conformanceCoverage({
      testResults: [
        { name: '/work/tests/contract/rest.test.ts', assertionResults: [test(`reads [postgrest-js: ${first}]`)] },
        { name: '/work/tests/contract/conformance/auth/admin.test.ts', assertionResults: [test(`checks the client [auth-js: ${clientOnly}]`)] },
      ],
    });
    expect(unknown).toEqual([]);
    expect(lineOf(lines, 'postgrest-js')).toContain(`0 behave as Supabase, 0 refused loudly (declared not supported), 0 fail, ${total('postgrest-js')} not covered`);
    expect(lineOf(lines, 'auth-js')).toContain(`0 fail, ${total('auth-js')} not covered (${official('auth-js').clientOnly.length} client-only tests not counted)`);
  });

  it('names a behaviour the official lists do not have', () => {
    const { unknown } = conformanceCoverage({
      testResults: [{ name: FILE, assertionResults: [test('reads [storage-js: basic › a test no suite has]')] }],
    });
    expect(unknown).toEqual(['storage-js: basic › a test no suite has']);
  });
});
