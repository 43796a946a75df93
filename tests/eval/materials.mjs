// The materials the study-set generator is evaluated on: notes written for Aayra in the shapes real
// notes take (tests/fixtures/study-notes) and the clean passages of tests/fixtures/study-material.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** The language each material is written in, by its file name. */
function languageOf(name) {
  if (name.startsWith('spanish')) return 'es';
  if (name.startsWith('hindi')) return 'hi';
  if (name.startsWith('french')) return 'fr';
  if (name.startsWith('german')) return 'de';
  return 'en';
}

/** [{ name, text, language }], notes first, then passages, each in name order. */
export function evaluationMaterials() {
  return ['study-notes', 'study-material'].flatMap((folder) =>
    readdirSync(join(fixtures, folder))
      .filter((name) => /\.(md|txt)$/.test(name))
      .sort()
      .map((name) => ({ name, text: readFileSync(join(fixtures, folder, name), 'utf8'), language: languageOf(name) })),
  );
}
