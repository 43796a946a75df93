// Kinship: which terms the material shows as one kind of thing, so that no wrong option is of
// another kind ("a gas beside three organs"). Each test is a failure a teacher marked down.
import { describe, expect, it } from 'vitest';
import { findFacts } from './facts.ts';
import { areKin, definitionHead, listsIn } from './kinship.ts';
import { prepareMaterial } from '../material/material.ts';
import { generateLocalStudySet } from '../local-provider.ts';
import { STUDY_SET_LIMITS } from '../core/types.ts';
import { BLANK } from '../core/words.ts';

const factsOf = (text: string) => findFacts(prepareMaterial([{ kind: 'text', text }]));
/** Sentences of no terms, so a short example is material enough to read. */
const padded = (text: string) =>
  `${text} ${'Every student should read this twice before the next class begins. '.repeat(8)}`;
const named = (...pairs: [string, string][]) => pairs.map(([key, before]) => ({ key, before }));

describe('lists', () => {
  it('takes "A, B and C" as one list, in each language', () => {
    expect(listsIn(named(['stomach', 'The '], ['liver', ', '], ['pancreas', ' and the ']))).toEqual(
      [['stomach', 'liver', 'pancreas']],
    );
    expect(listsIn(named(['marte', 'Entre '], ['júpiter', ' y ']))).toEqual([['marte', 'júpiter']]);
    expect(listsIn(named(['vulkane', ''], ['erdbeben', ' und ']))).toEqual([
      ['vulkane', 'erdbeben'],
    ]);
    expect(listsIn(named(['वाष्पन', ''], ['संघनन', ' और ']))).toEqual([['वाष्पन', 'संघनन']]);
  });

  it('takes a chain of three or more arrows for the stages of one process, and a single arrow for none', () => {
    expect(listsIn(named(['वाष्पन', ''], ['संघनन', ' → '], ['वर्षण', ' → ']))).toEqual([['वाष्पन', 'संघनन', 'वर्षण']]);
    expect(listsIn(named(['harvest', 'bad '], ['bread prices', ' → ']))).toEqual([]);
  });

  it('takes no apposition for a list: "the alveoli, tiny air sacs" names one thing twice', () => {
    expect(listsIn(named(['alveoli', 'These end in '], ['air sacs', ', ']))).toEqual([]);
  });

  it('takes no joined clauses for a list: "...in the body, and the stapes..."', () => {
    expect(listsIn(named(['body', 'the longest bone in the '], ['stapes', ', and the ']))).toEqual(
      [],
    );
  });

  it("keeps a list of a person and a council apart: Pompey is not of the Senate's kind", () => {
    const facts = factsOf(
      padded(
        'Crassus died in Parthia. Caesar then fought against Pompey and the Senate, and won. Pompey fled to Egypt. The Senate met in the Curia. ' +
          'Caesar crossed the Rubicon in 49 BC. Pompey was killed in Egypt in 48 BC. The Senate named Caesar dictator for life in 44 BC.',
      ),
    );
    expect(areKin(facts.kinship, 'pompey', 'senate')).toBe(false);
  });
});

describe("a definition's head", () => {
  const headOf = (text: string) => {
    const definition = factsOf(padded(text)).definitions[0];
    if (!definition) throw new Error(`no definition in "${text}"`);
    return definitionHead(definition, definition.unit.text.startsWith('La') ? 'es' : 'en');
  };

  it('is the noun the description names, past its adjectives and "a type of"', () => {
    expect(
      headOf('A mitochondrion is a double-membraned organelle that releases energy from glucose.'),
    ).toBe('organelle');
    expect(headOf('Granite is a type of igneous rock formed from slowly cooled magma.')).toBe(
      'rock',
    );
  });

  it('makes terms defined as the same thing kin, and no others', () => {
    const facts = factsOf(
      padded(
        [
          'Diffusion is the process by which particles spread from high to low concentration.',
          'Osmosis is the process by which water crosses a partially permeable membrane.',
          'A ribosome is a small organelle that builds proteins from amino acids.',
          'Cells take in glucose and oxygen through the membrane every second of their lives.',
        ].join(' '),
      ),
    );
    expect(areKin(facts.kinship, 'diffusion', 'osmosis')).toBe(true);
    expect(areKin(facts.kinship, 'diffusion', 'ribosome')).toBe(false);
  });

  it('groups terms that share their head word, and not "the largest muscle" with the kinds of muscle', () => {
    const facts = factsOf(
      padded(
        'The bones are moved by the skeletal muscle. The heart is made of the cardiac muscle. Hollow organs are lined by the smooth muscle. ' +
          'The gluteus maximus is the largest muscle of the body. The skeletal muscle tires; the cardiac muscle never tires. ' +
          'The largest muscle sits in the hip.',
      ),
    );
    expect(areKin(facts.kinship, 'skeletal muscle', 'cardiac muscle')).toBe(true);
    expect(areKin(facts.kinship, 'skeletal muscle', 'largest muscle')).toBe(false);
  });
  it('makes the terms of numbered lines that only name them kin: the stages a material takes one by one', () => {
    const facts = factsOf(`# Stages of mitosis
1. **Prophase**
- During prophase the chromosomes condense, and by the end of prophase the nuclear envelope breaks down.
2. **Metaphase**
- During metaphase the chromosomes line up at the equator, and metaphase ends when they separate.
3. **Anaphase**
- During anaphase the sister chromatids are pulled apart, and in anaphase the cell grows longer.
4. **Telophase**
- During telophase two new nuclei form, and after telophase the cell divides in two.
Mitosis makes two daughter cells with the same number of chromosomes as the parent cell.`);
    expect(areKin(facts.kinship, 'prophase', 'metaphase')).toBe(true);
    expect(areKin(facts.kinship, 'anaphase', 'telophase')).toBe(true);
  });
});

describe("wrong options of the answer's kind only", () => {
  const digestion = `# Digestion
The **stomach** churns food and mixes it with gastric juice.
The **liver** makes bile, which breaks fat into small droplets.
The **pancreas** releases enzymes into the small intestine.
The **gallbladder** stores bile between meals.
**Enzymes** speed up the chemical breakdown of food.
**Bile** is a green liquid that emulsifies fat.
The stomach, the liver, the pancreas and the gallbladder are the organs of digestion in the abdomen.
The **small intestine** absorbs most nutrients into the blood.
**Peristalsis** is the wave of muscle contractions that moves food along the gut.
The stomach holds about 1.5 litres of food. The small intestine is about 6 metres long.`;

  it('offers only organs named beside an organ, never a liquid or a process', () => {
    const set = generateLocalStudySet([{ kind: 'text', text: digestion }]);
    const organs = ['stomach', 'liver', 'pancreas', 'gallbladder'];
    const asked = set.quiz.filter(
      (question) =>
        question.prompt.includes(BLANK) &&
        organs.includes(question.options[question.correctIndex]!.toLowerCase()),
    );
    for (const question of asked) {
      for (const option of question.options)
        expect(organs, question.prompt).toContain(option.toLowerCase());
    }
    for (const question of set.quiz) {
      const answer = question.options[question.correctIndex]!.toLowerCase();
      if (['bile', 'peristalsis', 'enzymes'].includes(answer)) continue;
      expect(
        question.options.map((option) => option.toLowerCase()),
        question.prompt,
      ).not.toContain('peristalsis');
    }
  });

  it('gives notes that never list their organs together the fewest questions, not a full quiz of options of any kind', () => {
    const unlisted = digestion.replace(/^The stomach, the liver.*$/m, 'Food stays in the gut for one to three days.');
    const set = generateLocalStudySet([{ kind: 'text', text: unlisted }]);
    expect(set.quiz).toHaveLength(STUDY_SET_LIMITS.minItems);
  });
});
