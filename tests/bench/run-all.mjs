// npm run bench: every benchmark in tests/bench, one after the other (they share two cores).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run } from '../../tooling/scripts/run.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));
let failed = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.bench.mjs')).sort()) {
  console.log(`\n▶ ${file}`);
  const { code } = await run('node', [`${dir}${file}`]);
  if (code !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
