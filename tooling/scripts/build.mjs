// npm run build: every app of the workspace, recorded so that npm start need not build them again.
import { buildChangedApps } from './build-apps.mjs';

const results = await buildChangedApps({ all: true });
for (const { ok, output } of results) if (!ok) console.log(output);
process.exit(results.every((result) => result.ok) ? 0 : 1);
