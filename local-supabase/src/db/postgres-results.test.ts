import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// postgres.js makes every query's result with its Result class, which the package does not export:
// reached by file, beside the entry points (patches/postgres@3.4.9.patch changes both copies).
const cjsEntry = createRequire(import.meta.url).resolve('postgres');
const RESULT_FILES = { esm: join(dirname(cjsEntry), '../../src/result.js'), cjs: join(dirname(cjsEntry), 'result.js') };

/** Makes results for three seconds, as a busy stack does, under V8's trace of optimized compiles. */
function compileTrace(file: string): string {
  const script = `
    const { default: Result } = await import(${JSON.stringify(pathToFileURL(file).href)});
    const kept = [];
    const end = Date.now() + 3000;
    while (Date.now() < end) {
      for (let i = 0; i < 5000; i++) { const r = new Result(); r.count = i; kept.push(r); if (kept.length > 300) kept.shift(); }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const mapped = new Result();
    mapped.push(1);
    console.log('species', mapped.map((x) => x).constructor === Array);`;
  const run = spawnSync(process.execPath, ['--trace-opt', '--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

describe("postgres.js' query results", () => {
  it.each(Object.entries(RESULT_FILES))('are optimized once, not compiled and dropped over and over (%s)', (_kind, file) => {
    const trace = compileTrace(file);
    // With a static Symbol.species getter, V8 dropped every optimized compile of the constructor
    // ("dependency change") and began again, a third of a core on a busy stack.
    expect(trace.match(/aborted optimizing .*JSFunction Result/g) ?? []).toEqual([]);
    // Mapping a result still gives a plain array, as postgres.js means it to.
    expect(trace).toContain('species true');
  }, 20_000);

  it.each(Object.entries(RESULT_FILES))('carry their count, command and columns beside rows that compare as plain rows (%s)', async (_kind, file) => {
    const { default: Result } = (await import(pathToFileURL(file).href)) as { default: new () => unknown[] & Record<string, unknown> };
    const result = new Result();
    result.push({ id: 1 });
    expect([result.count, result.command, result.columns, result.state, result.statement]).toEqual([null, null, null, null, null]);
    result.count = 1;
    result.command = 'SELECT';
    result.columns = [{ name: 'id' }];
    expect([result.count, result.command, result.columns]).toEqual([1, 'SELECT', [{ name: 'id' }]]);
    // Only the rows are the result's own enumerable properties: it equals, lists and prints as its rows.
    expect(Object.keys(result)).toEqual(['0']);
    expect(JSON.stringify(result)).toBe('[{"id":1}]');
    expect(result).toEqual([{ id: 1 }]);
  });
});
