// The evaluation notes (tests/fixtures/study-notes), read for the unit tests of each stage.
import { readFileSync } from 'node:fs';

export function studyNotes(name: string): string {
  return readFileSync(new URL(`../../../../tests/fixtures/study-notes/${name}`, import.meta.url), 'utf8');
}
