// How long the offline study-set generator (the `local` provider) takes as material grows:
//   node tests/bench/study-set-generation.bench.mjs [--runs 15]
// The generator is bundled with esbuild, as the upload page and the edge function run it, and
// timed on 2,500, 5,000, 10,000 and 15,000 words of material made from the evaluation notes
// (tests/fixtures/study-notes, English prose and lecture notes, numbered so terms and figures
// keep varying). After three warm-up rounds, `runs` rounds time every size in turn (so a busy
// moment of the machine falls on all sizes alike); the median is printed, as wall time and as the
// process's CPU time (the machine is shared, so CPU time is the steadier).
// Goal: material at the 100,000-character limit under 300 ms, and time growing about linearly. It
// also prints the size of what the upload page loads for its estimate (workload.ts, bundled alone).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { browserEstimate, bundleGenerator, loadGenerator } from '../eval/generator.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' } } });
const RUNS = Math.max(1, Number(values.runs));
const GOAL_MS = 300;
// The last size is the most material the generator takes: just under 100,000 characters.
const SIZES = [2500, 5000, 10000, 15000, 'limit'];
const MAX_CHARACTERS = 100_000;
const root = fileURLToPath(new URL('../../', import.meta.url));
const notesDir = join(root, 'tests/fixtures/study-notes');

const { generateLocalStudySet } = await loadGenerator(undefined, { minify: true });
const generator = await bundleGenerator({ minify: true });
const estimate = await bundleGenerator({ path: browserEstimate, minify: true });
const kb = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB (${(gzipSync(text).length / 1024).toFixed(1)} KB gzip)`;

// English material only: the benchmark measures size, the evaluation measures languages.
const sources = readdirSync(notesDir)
  .filter((name) => /^(lecture|pdf|physics|history|bullet)/.test(name))
  .sort()
  .map((name) => readFileSync(join(notesDir, name), 'utf8'));

/** About `words` words, or 'limit': just under the most characters a material may have. */
function materialOf(words) {
  if (words === 'limit') {
    const text = materialOf(20000);
    return text.slice(0, text.lastIndexOf('\n', MAX_CHARACTERS - 1));
  }
  const parts = [];
  let count = 0;
  for (let copy = 0; count < words; copy += 1) {
    const source = sources[copy % sources.length];
    const numbered = source
      .replace(/^(#+ .*|[A-Z][^.\n]{0,60})$/m, (heading) => `${heading} (part ${copy + 1})`)
      .replace(/\b(\d{2,3})\b/g, (figure) => String(Number(figure) + (copy % 7)));
    const sourceWords = numbered.split(/\s+/).filter(Boolean);
    const take = sourceWords.length <= words - count ? numbered : sourceWords.slice(0, words - count).join(' ');
    parts.push(take);
    count += Math.min(sourceWords.length, words - count);
  }
  return parts.join('\n\n');
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

console.log(`generator bundle: ${kb(generator)} minified`);
console.log(`browser estimate chunk (workload.ts, loaded by the upload page when the estimate is shown): ${kb(estimate)} minified`);
const materials = SIZES.map((words) => ({ words, notes: [{ kind: 'text', text: materialOf(words) }] }));
for (let round = 0; round < 3; round += 1) for (const { notes } of materials) generateLocalStudySet(notes);
const timings = materials.map(() => ({ wall: [], cpu: [] }));
for (let run = 0; run < RUNS; run += 1) {
  materials.forEach(({ notes }, at) => {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    generateLocalStudySet(notes);
    timings[at].wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    timings[at].cpu.push((used.user + used.system) / 1000);
  });
}

console.log(' words  characters  median wall ms  median CPU ms  cards  questions');
const results = materials.map(({ words, notes }, at) => {
  const set = generateLocalStudySet(notes);
  const wall = median(timings[at].wall);
  const cpu = median(timings[at].cpu);
  console.log(
    `${String(words === 'limit' ? notes[0].text.split(/\s+/).length : words).padStart(6)}  ${String(notes[0].text.length).padStart(10)}  ${wall.toFixed(1).padStart(14)}  ` +
      `${cpu.toFixed(1).padStart(13)}  ${String(set.flashcards.length).padStart(5)}  ${String(set.quiz.length).padStart(9)}`,
  );
  return { words, wall, cpu };
});
const first = results[0];
const last = results[results.length - 1];
const fifteen = results[3];
console.log(`growth 2,500 -> 15,000 words (6x the material): ${(fifteen.cpu / first.cpu).toFixed(1)}x the CPU time, ${(fifteen.wall / first.wall).toFixed(1)}x the wall time`);
const met = last.cpu < GOAL_MS;
console.log(`goal: ${materials.at(-1).notes[0].text.length.toLocaleString('en')} characters (the limit) under ${GOAL_MS} ms: ${met ? 'met' : 'NOT met'} (${last.cpu.toFixed(0)} ms CPU, ${last.wall.toFixed(0)} ms wall)`);
process.exit(met ? 0 : 1);
