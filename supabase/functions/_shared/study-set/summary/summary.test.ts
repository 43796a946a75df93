import { describe, expect, it } from 'vitest';
import { studyNotes } from '../fixture-notes.ts';
import { generateLocalStudySet } from '../local-provider.ts';

const summaryOf = (text: string) => generateLocalStudySet([{ kind: 'text', text }]).summary.map((point) => point.text);

describe('the summary', () => {
  it('gives one key point per section of notes with headings, the one that says what the heading names', () => {
    const text = studyNotes('lecture-notes-cell-biology.md');
    const points = summaryOf(text);
    const sections = text.split(/^## /m).slice(1);
    expect(points).toHaveLength(sections.length);
    points.forEach((point, index) => expect(sections[index]?.replace(/\*\*|^\s*(?:- |\d\. )/gm, '')).toContain(point));
    expect(points).toContain('Homeostasis is the tendency of the body to keep its internal conditions stable.');
  });

  it('covers a long text from start to end, a point per stretch, not its most central sentences', () => {
    const text = studyNotes('history-industrial-revolution.txt');
    const points = summaryOf(text);
    const paragraphs = text.split('\n\n').slice(1);
    expect(points).toHaveLength(paragraphs.length);
    points.forEach((point, index) => expect(paragraphs[index]).toContain(point));
  });

  it('skips a sentence that opens with a pronoun, which means nothing alone', () => {
    for (const name of ['pdf-pasted-rock-cycle.txt', 'physics-work-energy.md', 'spanish-ciclo-del-agua.md', 'hindi-saur-mandal.txt']) {
      for (const point of summaryOf(studyNotes(name))) expect(point, name).not.toMatch(/^(?:it|he|she|they|this|these|its|estos|यह|वह)\s/iu);
    }
  });

  // Summaries skipped only English, Spanish and Hindi pronouns: in French notes each section's point
  // was its "Elle reçoit..." sentence, meaningless alone; and the topic's own definition was left out.
  const climates = `# Les climats

## La zone chaude
On trouve la zone chaude près de l'équateur.
Elle reçoit beaucoup d'énergie solaire, de pluie et de chaleur toute l'année, ce qui favorise la forêt équatoriale et la savane.

## La zone tempérée
Les saisons y sont bien marquées.
Elle connaît des hivers doux, des étés chauds, de la pluie en automne et de la neige en montagne, ce qui favorise la forêt tempérée.

## La zone froide
Les pôles sont recouverts de glace.
Elle reçoit très peu d'énergie solaire, de pluie et de chaleur, et la toundra y remplace la forêt.

## Vocabulaire
L'équateur est la ligne imaginaire qui partage la Terre en deux hémisphères.
La toundra est une végétation basse faite de mousses et de lichens.
La savane est une formation végétale d'herbes hautes parsemée d'arbres.
Le climat est l'ensemble des conditions météorologiques d'un lieu sur une longue période.
En 1911, Roald Amundsen atteignit le pôle Sud.`;

  it('skips a French sentence leaning on the one before, and keeps the topic’s own definition', () => {
    const points = summaryOf(climates);
    expect(points.filter((point) => /^Elle /.test(point))).toEqual([]);
    expect(points).toContain('Le climat est l\'ensemble des conditions météorologiques d\'un lieu sur une longue période.');
  });
});
