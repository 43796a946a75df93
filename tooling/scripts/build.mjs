// npm run build: every app of the workspace.
import { buildApps } from './build-apps.mjs';

const results = await buildApps();
for (const { folder, ok, seconds, output } of results) {
  console.log(`${ok ? 'built ' : 'FAILED'} ${folder} in ${seconds.toFixed(1)} s`);
  if (!ok) console.log(output);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
