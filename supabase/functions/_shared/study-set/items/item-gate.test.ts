// The item gate, one test per failure a teacher found in the study sets, each on material written
// for it: what the generator made before, and must no longer make.
import { describe, expect, it } from 'vitest';
import { definitionIn } from '../facts/definitions.ts';
import { standsAlone } from '../material/stands-alone.ts';
import { cleanMaterial } from '../material/clean.ts';
import { stopWordsOf } from '../core/language.ts';
import { findFacts } from '../facts/facts.ts';
import { generateLocalStudySet } from '../local-provider.ts';
import { prepareMaterial } from '../material/material.ts';
import { phrasesFor } from './phrases.ts';
import type { MaterialUnit } from '../material/segment.ts';
import type { StudySet } from '../core/types.ts';
import { BLANK } from '../core/words.ts';

const setOf = (text: string): StudySet => generateLocalStudySet([{ kind: 'text', text }]);
/** Every text the learner is shown: card faces, prompts and options. */
const shown = (set: StudySet) => [
  ...set.flashcards.flatMap((card) => [card.front, card.back]),
  ...set.quiz.flatMap((question) => [question.prompt, ...question.options]),
];
const blanked = (set: StudySet) => [
  ...set.flashcards.filter((card) => card.front.includes(BLANK)).map((card) => ({ cloze: card.front, answer: card.back })),
  ...set.quiz
    .filter((question) => question.prompt.includes(BLANK))
    .map((question) => ({ cloze: question.prompt, answer: question.options[question.correctIndex] ?? '' })),
];

const volcanoes = `# Volcanoes
A volcano is an opening in the crust through which magma reaches the surface.
Magma is molten rock stored in chambers beneath a volcano.
Lava is magma that has reached the surface.
A caldera is a large crater formed when a volcano collapses into its emptied magma chamber.
Mount St. Helens erupted on 18 May 1980 in the state of Washington.
It removed the top 400 m of the mountain in a few minutes.
This eruption killed 57 people.
Krakatoa erupted in 1883, and the sound was heard about 4,800 km away.
Tephra is the general name for rock fragments thrown into the air by an eruption.
Vulcanologists measure the gases a volcano releases to predict eruptions.`;

describe('the item gate', () => {
  it('makes no item of a sentence that leans on the one before ("It removed...", "This eruption...")', () => {
    for (const text of shown(setOf(volcanoes))) {
      expect(text).not.toMatch(/removed the top|killed 57/);
    }
  });

  it('never blanks a figure the material gives as approximate ("about 4,800 km")', () => {
    for (const { answer } of blanked(setOf(volcanoes))) expect(answer).not.toMatch(/4,800/);
  });

  it('never blanks a figure the rest of the sentence states again', () => {
    const heater = `# Electric power
Power is the rate at which energy is transferred.
The unit of power is the watt, and one watt is one joule per second.
A heater rated at 1,500 W transfers 1,500 J of energy every second.
A kettle is a device that heats water with an electric element.
An electric current is a flow of charge around a circuit.
Resistance is the opposition a component gives to the current through it.
The current through a resistor doubles when the voltage across it doubles.
Georg Ohm published the law that carries his name in 1827.`;
    for (const { answer } of blanked(setOf(heater))) expect(answer).not.toMatch(/1,500/);
  });

  it('keeps notes’ furniture out: a lecture header, a page reference, the course’s contact', () => {
    const furniture = `Lecture 4 — Prof. N. Okafor, 12 May
# Enzymes
Enzymes are proteins that speed up chemical reactions in living things.
The active site is the part of an enzyme where the substrate binds.
Amylase is an enzyme that breaks starch down into sugars in the mouth.
Pepsin is an enzyme that digests proteins in the acidic stomach.
Lipase is an enzyme that breaks fats into fatty acids and glycerol.
A substrate is the molecule an enzyme acts on.
Each enzyme works best at its optimum temperature (see handout p. 14 for the graph).
Questions on the homework go to the tutor before Friday.
A denatured enzyme has lost the shape of its active site.`;
    for (const text of shown(setOf(furniture))) expect(text).not.toMatch(/Okafor|handout|tutor|homework/);
  });

  it('never offers as a wrong option a word for the answer’s own kind ("hormone" beside "insulin")', () => {
    const hormones = `# Hormones
A hormone is a chemical messenger carried in the blood.
Adrenaline is a hormone that prepares the body for sudden action.
Thyroxine is a hormone that controls the rate of metabolism.
The pancreas releases insulin when blood glucose rises after a meal.
The pancreas releases glucagon when blood glucose falls.
The pituitary gland releases growth hormone during sleep.
Oestrogen and testosterone control the changes of puberty.
The kidneys respond to antidiuretic hormone by keeping more water.
Cortisol is a hormone that the adrenal glands release during long periods of stress.
Melatonin is a hormone that the pineal gland releases in the dark and that helps us sleep.`;
    for (const question of setOf(hormones).quiz) {
      const wrong = question.options.filter((_, index) => index !== question.correctIndex).map((option) => option.toLowerCase());
      expect(wrong, question.prompt).not.toContain('hormone');
    }
  });

  it('gives no option that holds another or the answer ("load" beside "load factor")', () => {
    for (const question of setOf(volcanoes).quiz) {
      const options = question.options.map((option) => option.toLowerCase());
      for (const option of options) {
        expect(options.filter((other) => other !== option && other.includes(option)), question.prompt).toEqual([]);
      }
    }
  });

  it('asks about a formula, not only the sentences without one', () => {
    const gases = `# Gases
The pressure of a gas is the force its particles exert per unit area of the walls.
The ideal gas law is written $PV = nRT$, where $n$ is the amount of gas in moles.
The gas constant $R$ is 8.314 J/(mol·K) in every unit system of SI.
Boyle's law says that $P_1 V_1 = P_2 V_2$ when the temperature stays the same.
Charles's law says that the volume of a gas is proportional to its absolute temperature.
Absolute zero is the lowest possible temperature, 0 K or −273.15 °C.
Robert Boyle published his law in 1662.
A mole is the amount of substance that contains Avogadro's number of particles.
Temperature is a measure of the average kinetic energy of the particles of a substance.
Volume is the amount of space that a gas takes up in its container.`;
    const texts = shown(setOf(gases));
    expect(texts.some((text) => text.includes('$PV = nRT$') || text.includes('$P_1 V_1 = P_2 V_2$'))).toBe(true);
  });

  it('makes no "Which of these is stated in your notes?" question of altered sentences', () => {
    for (const question of setOf(volcanoes).quiz) expect(question.prompt).not.toMatch(/stated in your notes|matches your notes|According to your notes/);
  });
});

describe('what the gate keeps out of notes written in shorthand', () => {
  const notes = `# Blood
- Red blood cells carry oxygen bound to haemoglobin.
- Haemoglobin is the iron-rich protein that binds oxygen in red blood cells.
- Plasma is the pale liquid part of the blood that carries dissolved substances.
- Platelets are cell fragments that help the blood to clot.
- White blood cells are the cells that defend the body against infection.
- An adult has roughly 4.5-5.5 litres of blood, and plasma makes up about 55% of it.
- Anaemia = too few red cells -> tired -> pale!! see doctor
- Louis = nice
- Protection: white cells engulf germs and make antibodies.
- Karl Landsteiner discovered the ABO blood groups in 1901.`;

  it('never blanks one end of a range ("4.5-_____ litres")', () => {
    for (const { answer } of blanked(setOf(notes))) expect(answer).not.toMatch(/^5\.5/);
  });

  it('makes no item of a line of shorthand, nor a definition of "X = word" or of a one-word label', () => {
    for (const text of shown(setOf(notes))) expect(text).not.toMatch(/Anaemia|Louis|What is meant by “Protection”/);
  });
});

describe('a long material of many topics', () => {
  const topics = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
  const material = topics
    .map(
      (planet, index) => `## ${planet}
${planet} is the ${['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'][index]} body in order of distance from the Sun in this guide.
A ${planet.toLowerCase()} day is a period that astronomers measure against the distant stars.
The probe ${planet}-${index + 1} reached ${planet} in ${1960 + index * 6} after a long voyage.
Astronomers named the largest crater on ${planet} after a famous explorer in ${1970 + index * 3}.`,
    )
    .join('\n\n');

  it('asks about every part of it, not only its beginning', () => {
    const set = setOf(material);
    const asked = new Set([...set.flashcards, ...set.quiz].map((item) => topics.find((planet) => item.source.sentence.includes(planet))));
    expect(asked.size).toBeGreaterThanOrEqual(7);
  });
});

describe('definitions the gate can trust', () => {
  const definitionOf = (line: string) => {
    const clean = cleanMaterial([{ kind: 'text', text: line }]);
    const block = clean.blocks[0]!;
    const unit: MaterialUnit = {
      index: 0, note: 0, section: 0, kind: block.kind === 'bullet' ? 'bullet' : 'sentence', heading: null,
      text: block.text, opensBlock: true, isFact: true, isInstruction: false,
    };
    const found = definitionIn(unit, 'en', stopWordsOf('en'), clean.emphasised);
    return found && `${found.term} | ${found.definition}`;
  };

  it('takes a dated line for an event, not a term and its meaning ("March 1917: ...")', () => {
    expect(definitionOf('- March 1917: the tsar abdicates and a provisional government takes over')).toBeNull();
  });

  it('keeps one term’s definition apart from the next ("X is defined as A whereas Y is defined as B")', () => {
    expect(definitionOf('A vector is defined as a quantity with both size and direction whereas a scalar has size only.')).toBe(
      'vector | a quantity with both size and direction',
    );
  });

  it('reads a definition told in the past, and asks it in the past', () => {
    expect(definitionOf('A guild was an association of craftsmen who controlled a trade in a medieval town.')).toBe(
      'guild | an association of craftsmen who controlled a trade in a medieval town',
    );
  });
});

describe('items a teacher marked down, and the gate no longer makes', () => {
  const kidneys = `# The urinary system
- **Kidneys** filter the blood and make urine.
- Each kidney holds about a million **nephrons**.
- Takes place in the nephron, no energy needed
- two ureters, which carry urine to the bladder
- The **bladder** stores urine until it is released.
- The **urethra** carries urine out of the body.
- Very little water is lost here.
- The **ureters** are tubes that carry urine from the kidneys to the bladder.
- Urine is about 95 percent water and 2 percent urea.
- In 1954 Joseph Murray carried out the first successful kidney transplant.`;

  it('makes no item of a note whose subject is in another line ("Takes place in...", "two ureters, which...", "...lost here.")', () => {
    for (const text of shown(setOf(kidneys))) expect(text).not.toMatch(/Takes place|two ureters|lost here/);
  });

  it('never blanks the year of a statistic ("10.5 million people in _____")', () => {
    const towns = `# Towns of the industrial age
A town is a settlement larger than a village and smaller than a city.
Leeds had about 53,000 inhabitants in 1801 and 172,000 in 1851.
In 1825 the Stockton and Darlington Railway opened as the first public steam railway.
A canal is an artificial waterway built to carry goods by boat.
In 1848 the Public Health Act created local boards of health.
A slum is a crowded district of poor housing without clean water.
Cholera is a disease spread by water polluted with sewage.
In 1854 John Snow traced a cholera outbreak to a water pump in Soho.`;
    for (const { answer } of blanked(setOf(towns))) expect(answer).not.toMatch(/^18[05]1$/);
  });

  it('asks "Which term is defined as...?" of no nickname, no adjective and no definition that holds its term', () => {
    const cell = `# La cellule
La mitochondrie est l'organite qui produit l'énergie de la cellule par la respiration.
Le ribosome est l'organite qui fabrique les protéines à partir des acides aminés.
Le noyau est l'organite qui contient l'ADN de la cellule.
Le chloroplaste est l'organite où se déroule la photosynthèse dans les cellules végétales.
- Hétérotrophe : se dit d'un être vivant qui se nourrit de matière organique.
- Vacuole : grande vacuole centrale qui stocke l'eau dans la cellule végétale.
- Lysosome : les « estomacs de la cellule ».`;
    const set = setOf(cell);
    const prompts = set.quiz.map((question) => question.prompt).join('\n');
    expect(prompts).toMatch(/mitochondrie|fabrique les protéines|contient l'ADN|photosynthèse/);
    expect(prompts).not.toMatch(/se dit d|grande vacuole|estomacs/);
    for (const question of set.quiz) expect(question.options).not.toContain('hétérotrophe');
  });

  it('gives a Hindi definition card its whole sentence, and asks a definition told in the past in the past', () => {
    const hindi = `# पाचन तंत्र
भोजन को छोटे और घुलनशील अणुओं में तोड़ने को पाचन कहते हैं।
आमाशय एक थैली जैसा अंग है जिसमें भोजन अम्ल के साथ मिलाया जाता है।
यकृत शरीर की सबसे बड़ी ग्रंथि है और यह पित्त बनाता है।
छोटी आँत में पचे हुए भोजन का अवशोषण होता है और पोषक तत्व रक्त में पहुँचते हैं।
बड़ी आँत पानी को सोखती है और बचा हुआ पदार्थ मल के रूप में बाहर निकलता है।
एंजाइम वे प्रोटीन हैं जो भोजन के टूटने की गति को बढ़ाते हैं।
आयुर्वेद वह चिकित्सा पद्धति थी जिसमें पाचन को स्वास्थ्य का आधार माना जाता था।
दाँत भोजन को चबाकर छोटे टुकड़ों में बदलते हैं और लार उसे गीला करती है।`;
    const cards = setOf(hindi).flashcards;
    const digestion = cards.find((card) => card.front === 'पाचन क्या है?');
    expect(digestion?.back).toBe('भोजन को छोटे और घुलनशील अणुओं में तोड़ने को पाचन कहते हैं।');
    expect(cards.map((card) => card.front)).toContain('आयुर्वेद क्या था?');
  });

  it('asks a German glossary term without the article its gender would need ("Was bedeutet „Golgi-Apparat“?")', () => {
    expect(phrasesFor('de').whatIsMeantBy('Golgi-Apparat')).toBe('Was bedeutet „Golgi-Apparat“?');
  });

  it('never blanks the partner of a name the sentence gives, nor a body of one word ("the Senate")', () => {
    const genetics = `# The structure of DNA
DNA is a molecule that carries the genetic instructions of living things.
James Watson and Francis Crick described the double helix of DNA at Cambridge.
Rosalind Franklin took the X-ray photograph that showed the shape of the helix.
Maurice Wilkins shared the prize with the two scientists who built the model.
Gregor Mendel studied the inheritance of traits in pea plants at Brno.
Linus Pauling proposed a triple helix, which other chemists soon showed to be wrong.
A gene is a section of DNA that codes for one protein.
The Senate voted to fund the Human Genome Project, and the Senate renewed the funds every year.
A chromosome is a long coiled molecule of DNA that carries many genes.`;
    for (const { answer } of blanked(setOf(genetics))) expect(answer).not.toMatch(/^(?:Francis Crick|James Watson|Parliament)$/);
  });

  it('never blanks the label a note opens with ("_____, since bones act as levers...")', () => {
    const skeleton = `# What the skeleton does
The **skeleton** is the frame of bones that supports and protects the body.
The skeleton has five main jobs:
- **Support** for the whole body, which would collapse without it
- **Protection** of the organs, as the skull guards the brain
- **Movement**, since bones act as levers for the muscles at the joints
- **Storage** of calcium and phosphate until the blood needs them
- **Blood cell production** in the red bone marrow, a process called hematopoiesis
The adult skeleton has 206 bones, and the femur is the longest of them.`;
    // Every blank at the start of a note here would be a bullet's label: "_____ in the red bone marrow".
    for (const { cloze } of blanked(setOf(skeleton))) expect(cloze).not.toMatch(/(?:^|: )_____\s/);
  });

  it('asks "Which term is defined as...?" of no definition that says its term\'s own stem ("protects" for "protection")', () => {
    const jobs = `# Jobs of the skeleton
- **Protection**: the skull protects the brain and the ribs protect the heart.
- **Support**: a frame of bones that holds the body upright.
- **Storage**: a reserve of calcium and phosphate kept in the bones.
- **Haematopoiesis**: the making of blood cells in the red marrow.
- **Movement**: muscles pulling on bones that act as levers at the joints.
The adult skeleton has 206 bones, and the femur is the longest bone in the body.
The skull and the ribs are the bones most often broken in falls and accidents.`;
    for (const question of setOf(jobs).quiz) expect(question.prompt).not.toMatch(/defined as.*protects/);
  });

  it('makes no item of a sentence that names its subject only as "the theory" or "the process"', () => {
    const tectonics = `# Plate tectonics
Plate tectonics is the theory that the Earth's outer shell is broken into moving plates.
The theory, which took its modern form in the 1960s, explains where earthquakes happen.
The lithosphere is the rigid outer layer of the Earth, made of the crust and upper mantle.
The asthenosphere is a soft layer of the mantle on which the plates move.
A divergent boundary is a place where two plates move apart and new crust forms.
A convergent boundary is a place where two plates move toward each other.
A transform boundary is a place where plates slide past each other.
Alfred Wegener proposed continental drift in 1912.`;
    for (const text of shown(setOf(tectonics))) expect(text).not.toMatch(/modern form/);
  });
});

describe('formula notes, labels and sentences that lean inward', () => {
  const heat = `# Heating water

$Q = m c ΔT$

- Q = heat energy in joules (J)
- m = mass of the water in kilograms
- c = specific heat capacity, 4,180 J/(kg·K) for water
- ΔT = change in temperature in kelvin

So the heat needed grows with the mass of the water and with the temperature rise.
Specific heat capacity is the energy needed to warm one kilogram of a substance by one kelvin.
Examples: water (4,180 J/(kg·K)) and copper (385 J/(kg·K)).
A kettle of 1.5 kg of water heated by 80 K takes about 500 kJ.
James Prescott Joule measured the heat made by work in 1845.
Joule, his contemporary, was a brewer who measured heat with great care in Manchester in 1843.`;
  const set = setOf(heat);

  it('asks a formula’s symbol with its formula, the other symbols’ meanings as options, never "What is meant by “m”?"', () => {
    const question = set.quiz.find((item) => item.prompt === 'In $Q = m c ΔT$, what does m stand for?');
    expect(question?.options[question.correctIndex]).toBe('mass of the water');
    expect(question?.options).toEqual(expect.arrayContaining(['heat energy', 'specific heat capacity']));
    for (const text of shown(set)) expect(text).not.toMatch(/What is meant by “(?:Q|m|c|ΔT)”/);
  });

  it('makes no item of a sentence opening "So..." nor of a label that names what it lists only by the heading ("Examples: ...")', () => {
    for (const text of shown(set)) expect(text).not.toMatch(/So the heat|Examples:/);
  });

  it('makes no item of a sentence whose subject is someone’s "his contemporary"', () => {
    for (const text of shown(set)) expect(text).not.toMatch(/his contemporary/);
  });

  it('makes no Hindi item of a sentence that says "this war" of a war another sentence names', () => {
    const war = `# प्रथम विश्वयुद्ध
प्रथम विश्वयुद्ध 28 जुलाई 1914 को शुरू हुआ।
इसमें एक ओर मित्र राष्ट्र और दूसरी ओर केंद्रीय शक्तियाँ थीं।
ब्रिटेन, फ़्रांस और रूस मित्र राष्ट्रों में शामिल थे।
जर्मनी और ऑस्ट्रिया-हंगरी केंद्रीय शक्तियों में प्रमुख थे।
अमेरिका ने 1917 में युद्ध में प्रवेश किया।
11 नवंबर 1918 को युद्धविराम पर हस्ताक्षर हुए।
अंत में इस युद्ध में लगभग एक करोड़ सैनिक मारे गए।
1919 में वर्साय की संधि पर हस्ताक्षर किए गए।
राष्ट्र संघ की स्थापना 1920 में हुई।`;
    for (const text of shown(setOf(war))) expect(text).not.toMatch(/इस युद्ध/);
  });
});

describe('a timeline in notes', () => {
  const timeline = `RUSSIA 1917 - revision
- Feb 1917 - bread riots in Petrograd, soldiers join the crowds
- Mar 15 1917: Nicholas II abdicates
- Apr 1917: Lenin returns from exile (sealed train!!)
- Jul 1917 - July Days, Bolsheviks blamed
- Oct 25 1917: Bolsheviks seize the Winter Palace
- Mar 3 1918: Treaty of Brest-Litovsk, Russia leaves the war
- 1918-21: civil war, Reds vs Whites
- Jul 17 1918: royal family shot at Yekaterinburg
- Dec 15 1917: ceasefire w/ Germany
- Aug 30 1918: Lenin shot + wounded
Lenin led the Bolsheviks, and Trotsky built the Red Army that won the civil war.`;
  const set = setOf(timeline);

  it('asks when each dated event happened, with the timeline’s other dates as options, not a blank in the shorthand', () => {
    const question = set.quiz.find((item) => item.prompt === 'When did this happen: Nicholas II abdicates?');
    expect(question?.options[question.correctIndex]).toBe('Mar 15 1917');
    for (const option of question?.options ?? []) expect(option).toMatch(/^\p{L}+ \d{1,2} \d{4}$/u);
    for (const { cloze } of blanked(set)) expect(cloze).not.toMatch(/^(?:Feb|Mar|Apr|Jul|Oct)\b/);
  });

  it('spells out the notes’ "+" and "w/" in the event it asks about', () => {
    const texts = shown(set);
    expect(texts).toEqual(expect.arrayContaining(['When did this happen: ceasefire with Germany?', 'When did this happen: Lenin shot and wounded?']));
    for (const text of texts) expect(text).not.toMatch(/ \+ |w\//);
  });

  it('names the event without the notes’ asides and takes no range for a date', () => {
    const texts = shown(set);
    expect(texts).toContain('When did this happen: Lenin returns from exile?');
    for (const text of texts) expect(text).not.toMatch(/1918-21|sealed train/);
  });
});

describe('notes that give few facts', () => {
  it('asks a card’s fact again as a question rather than refuse notes of five dates', () => {
    const dates = `# Railways in Britain
The first public railway to use steam locomotives opened between two northern towns in 1825.
The first intercity line with timetabled passenger trains opened between two large cities in 1830.
Parliament passed an act fixing the standard gauge for new passenger lines in 1846.
The first underground railway in the world opened beneath the capital in 1863.
The main lines were brought under public ownership as one national network in 1948.
Railways let ordinary families travel to the seaside for a day, and towns grew along the lines.`;
    const set = setOf(dates);
    expect(set.flashcards.length).toBeGreaterThanOrEqual(3);
    expect(set.quiz.length).toBeGreaterThanOrEqual(3);
  });
});

describe('notes that lean on a label or a name given elsewhere', () => {
  const body = `# The human body
- Skeleton: its 206 bones give the body its shape and anchor the muscles.
- Movement: the muscles pull on the bones to produce movement at the joints.
- The liver is the largest internal organ and stores glycogen for the body.
- The kidneys are two organs that filter the blood and make urine every day.
- The heart is a muscular pump with four chambers that keeps blood moving.
In 1628 the physicians of London finally gave him credit for describing the circulation of the blood.
William Harvey described how the heart pumps blood around the body in 1628.
The key feature is feedback: hormone levels are held steady by the very changes they cause.
Insulin is a hormone made by the pancreas that lowers the level of glucose in the blood.`;
  const texts = shown(setOf(body));

  it('makes no item of a line whose text leans on its label ("Skeleton: its 206 bones...")', () => {
    for (const text of texts) expect(text).not.toMatch(/its 206 bones/);
    const line = (text: string): MaterialUnit => ({ index: 0, note: 0, section: 0, kind: 'bullet', heading: null, text, opensBlock: true, isFact: true, isInstruction: false });
    expect(standsAlone(line('Stomach: its glands release pepsin, which starts the digestion of proteins.'), 'en')).toBe(false);
    expect(standsAlone(line('Stomach: a muscular bag that churns food with acid and pepsin.'), 'en')).toBe(true);
  });

  it('reads no definition in a label explained by its own verb ("Movement: ... to produce movement")', () => {
    for (const text of texts) expect(text).not.toMatch(/“Movement”|“movement”/);
  });

  it('makes no item of a sentence that says "him" before naming anyone, nor of "The key feature is..."', () => {
    for (const text of texts) expect(text).not.toMatch(/gave him credit|The key feature/);
  });
});

describe('options that give the answer away, and lines that say what a thing does', () => {
  it('asks no "Which term" question whose options are three of a family and one of another kind', () => {
    const tectonics = `# Plate boundaries
The lithosphere is the rigid outer layer of the Earth, made up of the crust and the top of the mantle.
A divergent boundary is a place where two plates move apart and new crust forms between them.
A convergent boundary is a place where two plates move toward each other and one may sink.
A transform boundary is a place where two plates slide past each other without making crust.
Alfred Wegener proposed continental drift in 1912, long before plates were understood.
Harry Hess proposed seafloor spreading in the early 1960s after mapping the ocean floor.
In 1963 Frederick Vine and Drummond Matthews found stripes of magnetized rock on both sides of the ridges.
The Mid-Atlantic Ridge widens the Atlantic Ocean by about 2.5 centimetres per year.
The San Andreas Fault in California is the best-known transform boundary on land.
The Himalayas formed when the Indian plate collided with the Eurasian plate about 50 million years ago.`;
    for (const question of setOf(tectonics).quiz.filter((question) => question.prompt.startsWith('Which term'))) {
      const boundaries = question.options.filter((option) => /boundary/.test(option)).length;
      expect(boundaries === 3 && question.options.includes('lithosphere'), question.prompt).toBe(false);
    }
  });

  it('keeps a definition that is a list whole, up to its last item ("..., and how easy it is...")', () => {
    const markets = `# Market structures
A market structure is the set of features of a market that shape how firms behave: how many firms there are, how similar their products are, and how easy it is for new firms to get in.
A monopoly is a market with a single seller of a product that has no close substitutes.
An oligopoly is a market dominated by a few large firms that watch each other's prices.
Perfect competition is a market of very many small firms that sell an identical product.
Restaurants in a city are a common example of monopolistic competition between many firms.`;
    const card = setOf(markets).flashcards.find((flashcard) => flashcard.front === 'What is a market structure?');
    expect(card?.back).toMatch(/how similar their products are, and how easy it is for new firms to get in$/);
  });

  it('asks what a gland does when its line says so, and never offers the glands of the section as a wrong gland', () => {
    const glands = `# The endocrine system
Hormones are chemical messengers carried by the blood to their target cells.
**Endocrine glands** release hormones directly into the bloodstream, and each hormone acts only on cells with its receptor.
Key glands and hormones:
- **Thyroid gland**: makes thyroxine, which sets the body's metabolic rate.
- **Adrenal glands**: on top of the kidneys; they release adrenaline in emergencies.
- **Pituitary gland**: at the base of the brain; its hormones regulate many other glands.
- **Pancreas**: its islets release insulin, which lowers blood glucose, and glucagon, which raises it.
The liver stores glycogen and releases glucose when the pancreas releases glucagon.`;
    const set = setOf(glands);
    const card = set.flashcards.find((flashcard) => /thyroxine/.test(flashcard.back));
    expect(card?.front).toBe('What does the thyroid gland do?');
    for (const question of set.quiz) expect(question.options.map((option) => option.toLowerCase()), question.prompt).not.toContain('endocrine glands');
  });

  it('makes no item of a sentence placed by a compass point of somewhere said before ("En el sur destacó...")', () => {
    const line = (text: string): MaterialUnit => ({ index: 0, note: 0, section: 0, kind: 'sentence', heading: null, text, opensBlock: true, isFact: true, isInstruction: false });
    expect(standsAlone(line('En el sur destacó el general José de San Martín.'), 'es')).toBe(false);
    expect(standsAlone(line('In the north the war was led by Simón Bolívar.'), 'en')).toBe(false);
    expect(standsAlone(line('En el sur de Chile llueve casi todo el año.'), 'es')).toBe(true);
  });
});

describe('blanks a teacher reads as details', () => {
  const tectonics = `# Plate tectonics
Plate tectonics is the theory that the Earth's outer shell is broken into large, rigid plates that move.
In 1912 the German scientist Alfred Wegener proposed continental drift, the idea that the continents were once joined.
Most geologists rejected the idea because Wegener could not explain what force moved the continents.
In 1963 Frederick Vine and Drummond Matthews showed that the seafloor carries stripes of rock magnetized in opposite directions, arranged symmetrically on either side of the ridges, which record reversals of the Earth's magnetic field as new crust cooled.
The lithosphere is the rigid outer layer of the Earth, made up of the crust and the top of the mantle.
A divergent boundary is a place where two plates move apart and new crust forms between them.
A convergent boundary is a place where two plates move toward each other and one may sink.
The Andes formed where the Nazca plate sinks beneath South America.
The Mid-Atlantic Ridge runs between the Americas on one side and Europe and Africa on the other.`;
  const set = setOf(tectonics);

  it('makes no card of a blank in a sentence of over 33 words while shorter ones give enough items', () => {
    for (const card of set.flashcards) expect(card.front).not.toMatch(/Drummond Matthews/);
  });

  it('knows a surname alone ("Wegener", after "Alfred Wegener") as a person, never an option beside places', () => {
    expect(findFacts(prepareMaterial([{ kind: 'text', text: tectonics }])).terms.terms.get('wegener')?.kind).toBe('person');
  });
});

describe('sentences that read alone, and blanks a sentence all but gives', () => {
  const line = (text: string): MaterialUnit => ({ index: 0, note: 0, section: 0, kind: 'sentence', heading: null, text, opensBlock: true, isFact: true, isInstruction: false });

  // "Il faut attendre 1848..." was skipped as leaning on a sentence before: its "il" stands for nothing.
  it('reads a sentence opened by a pronoun that stands for nothing', () => {
    expect(standsAlone(line('Il faut attendre 1848 pour que le suffrage universel masculin soit adopté.'), 'fr')).toBe(true);
    expect(standsAlone(line('Es gibt drei Arten von Gesteinen: magmatische, metamorphe und Sedimentgesteine.'), 'de')).toBe(true);
    expect(standsAlone(line('There are three kinds of rock: igneous, sedimentary and metamorphic.'), 'en')).toBe(true);
    expect(standsAlone(line('Il dirige la France de 1799 à 1815.'), 'fr')).toBe(false);
    expect(standsAlone(line('Es wird in der Leber gebildet.'), 'de')).toBe(false);
  });

  // "Tras la batalla de Maipú, en 1818, aseguró la independencia..." asked with no one to have acted.
  it('skips a sentence that goes on with a verb of the past after its opening phrases, with no subject', () => {
    expect(standsAlone(line('Tras la batalla de Maipú, en 1818, aseguró la independencia de Chile.'), 'es')).toBe(false);
    expect(standsAlone(line('Depois da guerra, em 1870, fundou o primeiro banco da província.'), 'pt')).toBe(false);
    expect(standsAlone(line('Tras la batalla de Maipú, en 1818, Chile aseguró su independencia.'), 'es')).toBe(true);
    expect(standsAlone(line('Al año siguiente, el ejército cruzó los Andes.'), 'es')).toBe(true);
  });

  // "Zellkern, _____ und Zellmembran → in allen Zellen": which item of a bare list was left out.
  it('makes no blank in a bare list before an arrow', () => {
    expect(standsAlone(line('Zellkern, Ribosomen und Zellmembran → in allen Zellen vorhanden.'), 'de')).toBe(false);
    expect(standsAlone(line('Glucose is split into two pyruvate molecules in the cytoplasm → 2 ATP net.'), 'en')).toBe(true);
  });

  it('asks the ranked thing, never the kind a superlative ranks it among', () => {
    const planets = `# Los planetas
- Mercurio es el planeta más cercano al Sol.
- Venus es el planeta más caliente del sistema solar.
- Marte es el planeta rojo, con el volcán más alto conocido.
- Saturno es el planeta con los anillos más visibles.
- Un planeta es un cuerpo celeste que gira alrededor del Sol y ha despejado su órbita.
- Un satélite es un cuerpo celeste que gira alrededor de un planeta.
- Un asteroide es un cuerpo rocoso más pequeño que un planeta.
- Un cometa es un cuerpo de hielo y polvo que forma una cola cerca del Sol.
- Júpiter es el planeta más grande y tiene decenas de satélites.`;
    for (const { cloze, answer } of blanked(setOf(planets))) {
      expect(answer.toLowerCase(), cloze).not.toBe('planeta');
    }
  });
});

describe('an abbreviation asked with what it stands for', () => {
  // "Que signifie « ADN » ?" was answered by a description that left out the words ADN stands for.
  it('gives the words an abbreviation stands for on the back of its card', () => {
    const genetics = `# Génétique
- **ADN** (acide désoxyribonucléique) : molécule qui porte l'information génétique ; c'est le support de l'hérédité.
- **ARN** (acide ribonucléique) : molécule qui copie une partie de l'information génétique.
- **Gène** : portion d'ADN qui porte l'information pour fabriquer une protéine.
- **Chromosome** : long filament d'ADN enroulé autour de protéines.
- **Mutation** : modification de la séquence de l'ADN.
Une cellule humaine contient 46 chromosomes, soit 23 paires.
La mitose est la division d'une cellule en deux cellules identiques.
La méiose est la division qui produit les cellules sexuelles, avec deux fois moins de chromosomes.
Gregor Mendel a décrit en 1866 les lois de la transmission des caractères héréditaires.`;
    const card = setOf(genetics).flashcards.find((flashcard) => /« ADN »/.test(flashcard.front));
    expect(card?.back).toBe("Acide désoxyribonucléique, molécule qui porte l'information génétique");
  });
});

describe('the members of a list a short note names once', () => {
  // "O _____ produz bile" offered a liquid and a process beside organs: "o intestino grosso", named
  // once, was no term, so the list of organs was one short of three wrong options.
  const circulation = `# Sistema circulatório

O sistema circulatório leva o sangue a todas as partes do corpo.

## Órgãos
- O coração bombeia o sangue para todo o corpo.
- A artéria aorta sai do ventrículo esquerdo.
- O ventrículo esquerdo envia o sangue para o corpo; o ventrículo esquerdo tem a parede mais grossa.
- O ventrículo direito envia o sangue aos pulmões.
- O pulmão recebe o sangue pobre em oxigênio.

## Conceitos
**Pulsação**: número de batimentos do coração por minuto.
A hemoglobina é uma proteína que transporta o oxigênio no sangue.
O plasma é a parte líquida do sangue.`;

  it('takes a sibling of a recurring phrase ("ventrículo direito" beside "ventrículo esquerdo") for a term of its own', () => {
    const { terms } = findFacts(prepareMaterial([{ kind: 'text', text: circulation }])).terms;
    expect(terms.has('ventrículo direito')).toBe(true);
    // "casi", "formado": an adverb or a participle after the head makes no sibling.
    const solar = findFacts(prepareMaterial([{ kind: 'text', text: `# El sistema solar
Un cuerpo celeste es todo objeto natural del espacio. Un cuerpo celeste puede brillar o no.
- Un planeta es un cuerpo casi esférico que gira alrededor del Sol.
- Un cometa es un cuerpo formado por hielo y polvo.
- Un asteroide es un cuerpo rocoso más pequeño que un planeta.
El Sol es la estrella del sistema solar y reúne casi toda su masa.
La Tierra tarda un año en dar la vuelta al Sol, y la Luna tarda unos 27 días en dar la vuelta a la Tierra.
Los planetas exteriores son mucho más grandes que los interiores y tienen muchos satélites.` }])).terms.terms;
    expect(solar.has('cuerpo casi')).toBe(false);
    expect(solar.has('cuerpo formado')).toBe(false);
  });
});
