// What it costs to make one postgres.js query result, as the patched package makes it (private
// fields behind accessors) beside the package's own way (Object.defineProperties on each result),
// side by side in one run. Each query a stack answers makes one to three results.
//   node tests/bench/postgres-results.bench.mjs [--results 300000] [--rounds 4]
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { results: { type: 'string', default: '300000' }, rounds: { type: 'string', default: '4' } } });
const RESULTS = Number(values.results);
const ROUNDS = Number(values.rounds);

const require = createRequire(new URL('../../local-supabase/package.json', import.meta.url));
const resultFile = join(dirname(require.resolve('postgres')), '../../src/result.js');
const { default: Patched } = await import(pathToFileURL(resultFile).href);

/** postgres.js 3.4.9's own Result, less its Symbol.species getter (the patch's other half). */
class Unpatched extends Array {
  constructor() {
    super();
    Object.defineProperties(this, {
      count: { value: null, writable: true },
      state: { value: null, writable: true },
      command: { value: null, writable: true },
      columns: { value: null, writable: true },
      statement: { value: null, writable: true },
    });
  }
}
Object.defineProperty(Unpatched, Symbol.species, { value: Array });

/** µs per result: made, a row pushed and its count, command and columns set, as a query does. */
function measure(Result) {
  let kept;
  const started = performance.now();
  for (let i = 0; i < RESULTS; i++) {
    const result = new Result();
    result.push({ id: i });
    result.count = 1;
    result.command = 'SELECT';
    result.columns = [];
    kept = result;
  }
  if (kept.count !== 1) throw new Error('a result lost its count');
  return ((performance.now() - started) * 1000) / RESULTS;
}

const totals = { patched: 0, unpatched: 0 };
for (let round = 0; round < ROUNDS; round++) {
  // Turns, so the machine's ups and downs weigh on both alike; the first round is warm-up.
  const unpatched = measure(Unpatched);
  const patched = measure(Patched);
  if (round > 0) {
    totals.unpatched += unpatched;
    totals.patched += patched;
  }
}
const unpatched = totals.unpatched / (ROUNDS - 1);
const patched = totals.patched / (ROUNDS - 1);
console.log(`postgres.js results, ${RESULTS} per round, ${ROUNDS - 1} measured rounds`);
console.log(`unpatched (Object.defineProperties)  ${unpatched.toFixed(3)} µs a result`);
console.log(`patched (private fields)             ${patched.toFixed(3)} µs a result`);
console.log(`patched costs ${(patched / unpatched).toFixed(2)} of unpatched`);
