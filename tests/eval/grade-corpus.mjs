// The graded corpus, printed: every corpus material's set made again, kept beside it
// (<name>.set.json), and its cards and questions counted by a teacher's grade, per material, per
// language group and in total, against the goals (graded-corpus.mjs).
//   node tests/eval/grade-corpus.mjs                 the table; exits 1 when an item has no grade
//   node tests/eval/grade-corpus.mjs --sheets DIR    also writes, per material with items to grade,
//                                                    DIR/<name>.md: the material and those items
//   node tests/eval/grade-corpus.mjs --merge DIR     takes a grader's DIR/<name>.grades.json
//                                                    ({ key: { grade, reason } }) into the corpus
// A grader is given the rubric, a sheet and nothing else: never the generator's code.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadGenerator } from './generator.mjs';
import { corpusDir, corpusMaterials, describeCounts, emptyTally, GRADES, gradesOf, itemsOf, missedGoals, tallyInto } from './graded-corpus.mjs';

const { values } = parseArgs({ options: { sheets: { type: 'string' }, merge: { type: 'string' } } });
const { generateLocalStudySet, countWords } = await loadGenerator();

const groups = new Map();
const overall = emptyTally();
console.log(`${'material'.padEnd(44)} words  cards good/weak/bad     questions good/weak/bad   ungraded`);
for (const { name, text, language } of corpusMaterials()) {
  let set;
  try {
    set = generateLocalStudySet([{ kind: 'text', text }]);
  } catch (error) {
    console.log(`${name.padEnd(44)} ${String(countWords(text)).padStart(5)}  REFUSED: ${error.message}`);
    for (const tally of [overall, groups.get(language) ?? groups.set(language, emptyTally()).get(language)]) {
      if (countWords(text) >= 80) tally.refused += 1;
    }
    continue;
  }
  writeFileSync(join(corpusDir, `${name}.set.json`), `${JSON.stringify(set, null, 2)}\n`);
  const items = itemsOf(set);
  let grades = gradesOf(name);
  if (values.merge && existsSync(join(values.merge, `${name}.grades.json`))) {
    const given = JSON.parse(readFileSync(join(values.merge, `${name}.grades.json`), 'utf8'));
    // Only the grades of items the set still has are kept: an item changed is an item to grade.
    grades = Object.fromEntries(
      items.flatMap(({ key, shown }) => {
        const grade = given[key] ?? grades[key];
        return grade && GRADES.includes(grade.grade) ? [[key, { grade: grade.grade, reason: grade.reason, shown }]] : [];
      }),
    );
    writeFileSync(join(corpusDir, `${name}.grades.json`), `${JSON.stringify(grades, null, 2)}\n`);
  }
  const tally = tallyInto(emptyTally(), items, grades);
  tallyInto(overall, items, grades);
  tallyInto(groups.get(language) ?? groups.set(language, emptyTally()).get(language), items, grades);
  console.log(`${name.padEnd(44)} ${String(countWords(text)).padStart(5)}  ${describeCounts(tally.cards).padEnd(24)} ${describeCounts(tally.questions).padEnd(25)} ${tally.ungraded}`);

  const ungraded = items.filter((item) => !grades[item.key]);
  if (values.sheets && ungraded.length > 0) {
    mkdirSync(values.sheets, { recursive: true });
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
    writeFileSync(join(values.sheets, `${name}.md`), sheet);
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
