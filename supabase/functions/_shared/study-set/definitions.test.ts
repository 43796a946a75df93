import { describe, expect, it } from 'vitest';
import { cleanMaterial } from './clean.ts';
import { definitionIn } from './definitions.ts';
import { stopWordsOf, type LanguageCode } from './language.ts';
import type { MaterialUnit } from './segment.ts';

/** The definition the first unit of a one-line note states, as "term | definition". */
function definitionOf(line: string, language: LanguageCode = 'en'): string | null {
  const clean = cleanMaterial([{ kind: 'text', text: line }]);
  const block = clean.blocks[0];
  if (!block) return null;
  const unit: MaterialUnit = {
    index: 0, note: 0, section: 0, kind: block.kind === 'bullet' ? 'bullet' : 'sentence', heading: null,
    text: block.text, opensBlock: true, isFact: true, isInstruction: false,
  };
  const found = definitionIn(unit, language, stopWordsOf(language), clean.emphasised);
  return found ? `${found.term} | ${found.definition}` : null;
}

describe('definitions in the shapes notes take', () => {
  it.each([
    ['Osmosis is the diffusion of water across a partially permeable membrane.', 'Osmosis | the diffusion of water across a partially permeable membrane'],
    ['Enzymes are biological catalysts that speed up chemical reactions.', 'Enzymes | biological catalysts that speed up chemical reactions'],
    ['Diffusion refers to the movement of particles from high to low concentration.', 'Diffusion | the movement of particles from high to low concentration'],
    ['Scarcity means that human wants are greater than the resources to meet them.', 'Scarcity | that human wants are greater than the resources to meet them'],
    // Bold terms were not read as definitions at all.
    ['**Homeostasis** is the tendency of the body to keep its internal conditions stable.', 'Homeostasis | the tendency of the body to keep its internal conditions stable'],
    ['**Nucleus**: the organelle that holds the cell\'s DNA', 'Nucleus | the organelle that holds the cell\'s DNA'],
    ['- Catalyst - a substance that speeds up a reaction', 'Catalyst | a substance that speeds up a reaction'],
    ['- Divergent boundaries: plates move apart and new crust forms', 'Divergent boundaries | plates move apart and new crust forms'],
    ['Density = mass / volume', 'Density | mass / volume'],
  ])('%s', (line, expected) => {
    expect(definitionOf(line)).toBe(expected);
  });

  it.each([
    'It is the second stage of photosynthesis.',
    'The war is often called the Great War by historians.',
    'When a plant is short of water, guard cells close the stomata.',
    "Earth's outer shell is broken into large pieces called tectonic plates.",
    'Most cells are far too small to see with the naked eye.',
  ])('is not fooled by "%s"', (line) => {
    expect(definitionOf(line)).toBeNull();
  });

  it('reads Spanish and Hindi definitions', () => {
    expect(definitionOf('La escorrentía es el agua que corre por la superficie del terreno.', 'es')).toBe(
      'escorrentía | el agua que corre por la superficie del terreno',
    );
    expect(definitionOf('उपग्रह वह पिंड है जो किसी ग्रह की परिक्रमा करता है।', 'hi')).toBe('उपग्रह | वह पिंड है जो किसी ग्रह की परिक्रमा करता है');
    expect(definitionOf('पृथ्वी को सूर्य की एक परिक्रमा पूरी करने में लगभग 365 दिन लगते हैं।', 'hi')).toBeNull();
  });

  // French, German, Portuguese and Italian notes were read with the English pattern, so "X est ..."
  // was never a definition and their sets held no definition card.
  it.each([
    ['fr', 'La mitochondrie est l’organite qui fournit l’énergie de la cellule.', 'mitochondrie | l’organite qui fournit l’énergie de la cellule'],
    ['fr', 'L’érosion désigne l’usure du relief par l’eau, le vent et la glace.', 'érosion | l’usure du relief par l’eau, le vent et la glace'],
    ['de', 'Die Inflation ist ein anhaltender Anstieg des allgemeinen Preisniveaus.', 'Inflation | ein anhaltender Anstieg des allgemeinen Preisniveaus'],
    ['de', 'Ein Katalysator bezeichnet einen Stoff, der eine Reaktion beschleunigt.', 'Katalysator | einen Stoff, der eine Reaktion beschleunigt'],
    ['pt', 'A fotossíntese é o processo pelo qual as plantas produzem glicose.', 'fotossíntese | o processo pelo qual as plantas produzem glicose'],
    ['it', 'La fotosintesi è il processo con cui le piante producono glucosio.', 'fotosintesi | il processo con cui le piante producono glucosio'],
  ] as const)('reads a %s definition: %s', (language, line, expected) => {
    expect(definitionOf(line, language)).toBe(expected);
  });

  it('takes no French or German sentence with a bare verb after the copula for a definition', () => {
    expect(definitionOf('Le volcan est entré en éruption en 1980.', 'fr')).toBeNull();
    expect(definitionOf('Der Vertrag ist gescheitert.', 'de')).toBeNull();
  });
});
