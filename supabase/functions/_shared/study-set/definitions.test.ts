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
    // A clause named by its subject's nickname, not a description of the term.
    'The pituitary gland controls the other glands and is called the master gland.',
  ])('is not fooled by "%s"', (line) => {
    expect(definitionOf(line)).toBeNull();
  });

  it('reads the Hindi shapes "... को X कहते हैं", "... X कहलाता है" and a term glossed in brackets', () => {
    // The process named with "को" is quoted in the direct case: "जल के ... उड़ने" reads as a fragment.
    expect(definitionOf('जल के भाप बनकर उड़ने को वाष्पन या वाष्पीकरण कहते हैं।', 'hi')).toBe('वाष्पन | जल का भाप बनकर उड़ना');
    expect(definitionOf('पौधों द्वारा सूर्य के प्रकाश से भोजन बनाना प्रकाश संश्लेषण कहलाता है।', 'hi')).toBe(
      'प्रकाश संश्लेषण | पौधों द्वारा सूर्य के प्रकाश से भोजन बनाना',
    );
    expect(definitionOf('- अपरदन (Erosion): पानी और हवा से चट्टानों का धीरे-धीरे घिसना', 'hi')).toBe('अपरदन | पानी और हवा से चट्टानों का धीरे-धीरे घिसना');
  });

  it('reads Spanish and Hindi definitions', () => {
    expect(definitionOf('La escorrentía es el agua que corre por la superficie del terreno.', 'es')).toBe(
      'escorrentía | el agua que corre por la superficie del terreno',
    );
    // Quoted alone, the definition drops its sentence's "है": "वह पिंड है जो..." is no phrase.
    expect(definitionOf('उपग्रह वह पिंड है जो किसी ग्रह की परिक्रमा करता है।', 'hi')).toBe('उपग्रह | वह पिंड जो किसी ग्रह की परिक्रमा करता है');
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

  // Textbooks name a term after describing it; a teacher's first question is about exactly these.
  it.each([
    ['en', 'The movement of water through a partially permeable membrane is called osmosis.', 'osmosis | the movement of water through a partially permeable membrane'],
    ['fr', "On appelle érosion l'usure progressive du relief par l'eau et le vent.", "érosion | l'usure progressive du relief par l'eau et le vent"],
    ['fr', "Les ouvriers forment le prolétariat, c'est-à-dire l'ensemble de ceux qui vivent d'un salaire.", "prolétariat | l'ensemble de ceux qui vivent d'un salaire"],
    ['es', 'El conjunto de seres vivos de un lugar se denomina biocenosis.', 'biocenosis | el conjunto de seres vivos de un lugar'],
    ['de', 'Als Fotosynthese bezeichnet man den Aufbau von Zucker aus Licht und Kohlenstoffdioxid.', 'Fotosynthese | den Aufbau von Zucker aus Licht und Kohlenstoffdioxid'],
  ] as const)('reads a %s definition that names its term last or in passing: %s', (language, line, expected) => {
    expect(definitionOf(line, language)).toBe(expected);
  });

  // Each of these was read as a definition, and a teacher marked its card or question down.
  it.each([
    ['- Kidneys and bladder: filter the blood and store the urine', 'two terms, not one concept'],
    ['- older one: T = 273 K and P = 1 atm', 'a stand-in for a term'],
    ['The real payoff is the pile of loaded electron carriers.', 'a remark, not a concept'],
    ['- P vs V graph: a curve that falls as the volume grows', 'a comparison, not a concept'],
    ['Information is complete and firms can enter or leave freely.', 'a state, with no noun to define by'],
    ['A demand curve is a graph that shows this relationship.', 'leans on the sentence before'],
    ['Aspirin is a well-known painkiller.', 'an instance of a kind, not what the term is'],
    ['A tribune was sacrosanct: anyone who harmed him could be killed.', 'what follows from the term, not what it is'],
    ['Oxygen is the final electron acceptor of the chain.', 'a role in one process, not what the term is'],
    ['The monopolist is a price maker, but it still faces the market demand curve.', 'a property, and the rest is about something else'],
  ])('is not fooled by "%s" (%s)', (line) => {
    expect(definitionOf(line)).toBeNull();
  });
});
