// Generates the study set of every evaluation material with the offline generator and prints, per
// material and in total, the items that break a rule (study-set-rules.mjs) and the time taken:
//   node tests/eval/study-sets.mjs [--verbose] [--generator path/to/local-provider.ts]
// The generator is bundled with esbuild first, as the upload page and the edge function run it;
// --generator evaluates another copy of it (an earlier version, say) the same way. A material
// the generator refuses counts as one rule-breaking item. Exits 1 when any item breaks a rule.
import { parseArgs } from 'node:util';
import { defaultGenerator, loadGenerator } from './generator.mjs';
import { evaluationMaterials } from './materials.mjs';
import { itemCount, ruleBreaks } from './study-set-rules.mjs';

const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    generator: { type: 'string', default: defaultGenerator },
  },
});
const { generateLocalStudySet, countWords } = await loadGenerator(values.generator);
const EMPTY_SET = { flashcards: [], quiz: [], summary: [], language: '-' };

const rows = [];
for (const { name, text, language } of evaluationMaterials()) {
  const notes = [{ kind: 'text', text }];
  try {
    generateLocalStudySet(notes); // the first call compiles the generator's patterns
    const start = performance.now();
    const set = { language: '-', ...generateLocalStudySet(notes) };
    const ms = performance.now() - start;
    rows.push({ name, words: countWords(text), set, breaks: ruleBreaks(set, text, language), ms });
  } catch (error) {
    const breaks = [{ item: 'the material', rule: 'material refused', detail: error instanceof Error ? error.message : String(error) }];
    rows.push({ name, words: countWords(text), set: EMPTY_SET, breaks, ms: 0 });
  }
}

const pad = (value, width) => String(value).padStart(width);
console.log(`${'material'.padEnd(36)} lang  words  cards  questions  points  rule-breaking  ms`);
for (const { name, words, set, breaks, ms } of rows) {
  console.log(
    `${name.padEnd(36)} ${set.language.padEnd(4)} ${pad(words, 6)} ${pad(set.flashcards.length, 6)} ${pad(set.quiz.length, 10)} ` +
      `${pad(set.summary.length, 7)} ${pad(breaks.length, 14)} ${pad(ms.toFixed(1), 5)}`,
  );
  if (values.verbose || breaks.length > 0) for (const { item, rule, detail } of breaks) console.log(`    ${rule}: ${item} (${detail})`);
}
const total = (pick) => rows.reduce((sum, row) => sum + pick(row), 0);
console.log(
  `${'total'.padEnd(36)}      ${pad(total((row) => row.words), 6)} ${pad(total((row) => row.set.flashcards.length), 6)} ` +
    `${pad(total((row) => row.set.quiz.length), 10)} ${pad(total((row) => row.set.summary.length), 7)} ` +
    `${pad(total((row) => row.breaks.length), 14)} ${pad(total((row) => row.ms).toFixed(1), 5)}`,
);
console.log(`${total((row) => row.breaks.length)} rule-breaking items of ${total((row) => itemCount(row.set))} in ${rows.length} materials`);
process.exit(total((row) => row.breaks.length) > 0 ? 1 : 0);
