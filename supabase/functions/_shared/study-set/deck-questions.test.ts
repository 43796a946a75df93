// Questions made of an imported deck's pairs: each test is a question a teacher would not sign.
import { describe, expect, it } from 'vitest';
import { questionsFromPairs } from './deck-questions.ts';

const pair = (term: string, definition: string) => ({ term, definition });

describe('questions from a deck\'s term/definition pairs', () => {
  const cells = [
    pair('Mitochondrion', 'an organelle that releases energy from glucose'),
    pair('Ribosome', 'an organelle that builds proteins from amino acids'),
    pair('Osmosis', 'a process in which water crosses a partially permeable membrane'),
    pair('Golgi apparatus', 'an organelle that packages proteins for export'),
    pair('Diffusion', 'a process in which particles spread from high to low concentration'),
    pair('Lysosome', 'an organelle that digests worn-out parts of the cell'),
    pair('Active transport', 'a process that moves particles against a gradient using energy'),
  ];

  it('offers the deck\'s other terms of the same kind first: organelles beside an organelle', () => {
    const question = questionsFromPairs(cells).find((made) => made.prompt.includes('releases energy'))!;
    expect(question.prompt).toBe('Which term is defined as "an organelle that releases energy from glucose"?');
    expect(question.options[question.correctIndex]).toBe('Mitochondrion');
    expect(question.options.filter((option) => option !== 'Mitochondrion').sort()).toEqual(['Golgi apparatus', 'Lysosome', 'Ribosome']);
  });

  it('words a Spanish deck\'s questions in Spanish', () => {
    const planets = [
      pair('Mercurio', 'el planeta más cercano al Sol y el más pequeño'),
      pair('Venus', 'el planeta más caliente, cubierto de nubes de ácido'),
      pair('Marte', 'el planeta rojo, con el volcán más alto conocido'),
      pair('Júpiter', 'el planeta más grande, con una gran mancha roja'),
    ];
    const [first] = questionsFromPairs(planets);
    expect(first!.prompt).toBe('¿Qué término se define como «el planeta más cercano al Sol y el más pequeño»?');
  });

  it('asks nothing of a question and its answer ("What is the capital of Peru?" / "Lima")', () => {
    const capitals = [
      pair('What is the capital of Peru?', 'Lima'),
      pair('What is the capital of Chile?', 'Santiago'),
      pair('What is the capital of Bolivia?', 'Sucre'),
      pair('What is the capital of Ecuador?', 'Quito'),
    ];
    expect(questionsFromPairs(capitals)).toEqual([]);
  });

  it('never offers an option the definition names, nor one holding the answer ("Cell wall" beside "Cell")', () => {
    const made = questionsFromPairs([
      pair('Cell', 'the smallest unit of life'),
      pair('Cell wall', 'a rigid layer outside the membrane of a plant cell'),
      pair('Membrane', 'a thin layer that controls what enters the cell'),
      pair('Nucleus', 'the part of the cell that holds its DNA'),
      pair('Cytoplasm', 'a jelly in which the cell\'s reactions happen'),
    ]);
    const aboutWall = made.find((question) => question.prompt.includes('rigid layer'));
    expect(aboutWall?.options ?? []).not.toContain('Membrane');
    for (const question of made) {
      const answer = question.options[question.correctIndex]!.toLowerCase();
      for (const option of question.options) if (option.toLowerCase() !== answer) expect(answer.includes(option.toLowerCase()) || option.toLowerCase().includes(answer)).toBe(false);
    }
  });

  it('makes at most 15, spread over the deck', () => {
    const deck = Array.from({ length: 300 }, (_, index) => pair(`Term ${index}`, `the meaning given to term number ${index}`));
    const made = questionsFromPairs(deck);
    expect(made).toHaveLength(15);
    expect(made.at(-1)!.prompt).toContain('number 280');
  });
});
