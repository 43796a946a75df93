// The graded corpus, printed: every corpus material's set made again, kept beside it
// (<name>.set.json), and its cards and questions counted by a teacher's grade, per material, per
// language group and in total, against the goals (graded-corpus.mjs).
//   node tests/eval/grade-corpus.mjs                 the table; exits 1 when an item has no grade
//   node tests/eval/grade-corpus.mjs --sheets DIR    also writes, per material with items to grade,
//                                                    DIR/RUBRIC.md (rubric.md) and
//                                                    DIR/<name>.md: the material and those items
//   node tests/eval/grade-corpus.mjs --merge DIR     takes a grader's DIR/<name>.grades.json
//                                                    ({ key: { grade, reason } }) into the corpus
//   node tests/eval/grade-corpus.mjs --provider DIR  the same for the configured OpenAI-compatible
//       endpoint (STUDY_SET_PROVIDER=openai-compatible, STUDY_SET_API_BASE_URL, STUDY_SET_API_KEY,
//       STUDY_SET_MODEL): its sets, sheets and grades are kept in DIR, never in the corpus; a set
//       the endpoint could not make (the local generator answered instead) counts as refused
// A grader is given the rubric, a sheet and nothing else: never the generator's code.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { loadGenerator } from './generator.mjs';
import { corpusDir, corpusMaterials, describeCounts, emptyTally, GRADES, gradesOf, itemsOf, missedGoals, tallyInto } from './graded-corpus.mjs';

/** What a grader is given beside the sheets: the issue's rubric and how to write the grades down. */
const rubric = fileURLToPath(new URL('./rubric.md', import.meta.url));

const { values } = parseArgs({ options: { sheets: { type: 'string' }, merge: { type: 'string' }, provider: { type: 'string' } } });
const { generateLocalStudySet, countWords } = await loadGenerator();

/** Where sets and grades are kept, and how a set is made: the local generator's, or the endpoint's. */
async function source() {
  if (!values.provider) {
    return { dir: corpusDir, grades: gradesOf, generate: async (text) => generateLocalStudySet([{ kind: 'text', text }]), sheets: values.sheets, merge: values.merge };
  }
  const providerModule = fileURLToPath(new URL('../../supabase/functions/_shared/study-set/study-set-provider.ts', import.meta.url));
  const { providerFromEnv } = await loadGenerator(providerModule);
  const provider = providerFromEnv((name) => process.env[name]);
  if (provider.name !== 'openai-compatible') {
    console.error('--provider needs STUDY_SET_PROVIDER=openai-compatible with STUDY_SET_API_BASE_URL, STUDY_SET_API_KEY and STUDY_SET_MODEL set.');
    process.exit(2);
  }
  const dir = values.provider;
  mkdirSync(dir, { recursive: true });
  const grades = (name) => (existsSync(join(dir, `${name}.grades.json`)) ? JSON.parse(readFileSync(join(dir, `${name}.grades.json`), 'utf8')) : {});
  const generate = async (text) => {
    const set = await provider.generate([{ kind: 'text', text }]);
    if (set.provider !== 'openai-compatible') throw new Error('the endpoint gave no set that passed the schema and the gate');
    return set;
  };
  // The endpoint's grades are written by the grader straight into DIR: nothing to merge.
  return { dir, grades, generate, sheets: dir, merge: undefined };
}

const { dir, grades: gradesFor, generate, sheets, merge } = await source();
const groups = new Map();
const overall = emptyTally();
console.log(`${'material'.padEnd(44)} words  cards good/weak/bad     questions good/weak/bad   ungraded`);
for (const { name, text, language } of corpusMaterials()) {
  let set;
  try {
    set = await generate(text);
  } catch (error) {
    console.log(`${name.padEnd(44)} ${String(countWords(text)).padStart(5)}  REFUSED: ${error.message}`);
    for (const tally of [overall, groups.get(language) ?? groups.set(language, emptyTally()).get(language)]) {
      if (countWords(text) >= 80) tally.refused += 1;
    }
    continue;
  }
  writeFileSync(join(dir, `${name}.set.json`), `${JSON.stringify(set, null, 2)}\n`);
  const items = itemsOf(set);
  let grades = gradesFor(name);
  if (merge && existsSync(join(merge, `${name}.grades.json`))) {
    const given = JSON.parse(readFileSync(join(merge, `${name}.grades.json`), 'utf8'));
    // Only the grades of items the set still has are kept: an item changed is an item to grade.
    grades = Object.fromEntries(
      items.flatMap(({ key, shown }) => {
        const grade = given[key] ?? grades[key];
        return grade && GRADES.includes(grade.grade) ? [[key, { grade: grade.grade, reason: grade.reason, shown }]] : [];
      }),
    );
    writeFileSync(join(dir, `${name}.grades.json`), `${JSON.stringify(grades, null, 2)}\n`);
  }
  const tally = tallyInto(emptyTally(), items, grades);
  tallyInto(overall, items, grades);
  tallyInto(groups.get(language) ?? groups.set(language, emptyTally()).get(language), items, grades);
  console.log(`${name.padEnd(44)} ${String(countWords(text)).padStart(5)}  ${describeCounts(tally.cards).padEnd(24)} ${describeCounts(tally.questions).padEnd(25)} ${tally.ungraded}`);

  const ungraded = items.filter((item) => !grades[item.key]);
  if (sheets && ungraded.length > 0) {
    mkdirSync(sheets, { recursive: true });
    copyFileSync(rubric, join(sheets, 'RUBRIC.md'));
    const sheet = [
      `# Material: ${name}`,
      '',
      '````text',
      text.trimEnd(),
      '````',
      '',
      '# Items to grade',
      ...ungraded.flatMap(({ key, shown }) => ['', `## ${key}`, shown]),
      '',
    ].join('\n');
    writeFileSync(join(sheets, `${name}.md`), sheet);
  }
}

console.log('\nby language group: cards good/weak/bad, questions good/weak/bad');
for (const [language, tally] of [...groups, ['all', overall]]) {
  const missed = missedGoals(tally);
  console.log(
    `${language.padEnd(4)} cards ${describeCounts(tally.cards).padEnd(24)} questions ${describeCounts(tally.questions).padEnd(24)} ` +
      `${tally.ungraded ? `${tally.ungraded} ungraded; ` : ''}${missed.length ? `goals missed: ${missed.join(', ')}` : 'goals met'}`,
  );
}
process.exit(overall.ungraded > 0 ? 1 : 0);
