// The learner's own terms of a subject as wrong options: a material that defines two organelles
// made no "Which term is defined as...?" question (no third organelle to offer), and was refused
// with too few questions, though the learner's earlier sets of the subject define three more.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateLocalStudySet } from './local-provider.ts';
import { askedDefinition, phrasesFor } from './items/phrases.ts';

// Written for Aayra: a note defining two organelles, among other facts (read by the contract test too).
const energy = readFileSync(new URL('../../../../tests/fixtures/learners-own-terms/energy-in-the-cell.md', import.meta.url), 'utf8');

const ownTerms = [
  { term: 'ribosome', definition: 'an organelle that builds proteins from amino acids' },
  { term: 'lysosome', definition: 'an organelle that digests worn-out parts of the cell' },
  { term: 'Golgi apparatus', definition: 'an organelle that packages proteins for export' },
  { term: 'enzyme', definition: 'a protein that speeds up a reaction' },
];

describe("the learner's own terms of the subject", () => {
  it('make the questions a material defining too few of a kind could not, with options of that kind only', () => {
    expect(() => generateLocalStudySet([{ kind: 'text', text: energy }])).toThrow(/fewer than 3/);
    const { quiz } = generateLocalStudySet([{ kind: 'text', text: energy }], { ownTerms });
    const organelle = quiz.find((question) => question.prompt.includes('releases energy from glucose'))!;
    expect(organelle.options[organelle.correctIndex]).toBe('mitochondrion');
    // "enzyme" is defined as a protein, not an organelle: never beside organelles.
    for (const question of quiz) expect(question.options).not.toContain('enzyme');
    expect(organelle.options.filter((option) => ['ribosome', 'lysosome', 'Golgi apparatus'].includes(option)).length).toBeGreaterThanOrEqual(2);
  });

  it('are read back from the questions of the learner\'s earlier sets, in any language', () => {
    for (const language of ['en', 'es', 'fr', 'de', 'pt', 'it', 'hi'] as const) {
      const prompt = phrasesFor(language).whichTerm('an organelle that builds proteins');
      expect(askedDefinition(prompt, ['lysosome', 'ribosome', 'vacuole', 'nucleus'], 1), language).toEqual({
        term: 'ribosome',
        definition: 'an organelle that builds proteins',
      });
    }
    expect(askedDefinition('Fill in the blank: The _____ builds proteins.', ['ribosome', 'lysosome', 'vacuole', 'nucleus'], 0)).toBeNull();
  });
});
