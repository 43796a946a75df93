import { describe, expect, it } from 'vitest';
import { studyNotes } from '../fixture-notes.ts';
import { detectLanguage } from './language.ts';

describe('the material\'s language', () => {
  it.each([
    ['en', 'Photosynthesis is the process by which green plants turn the energy of light into chemical energy. It happens in the chloroplasts of the leaves.'],
    ['es', 'La fotosíntesis es el proceso por el cual las plantas verdes transforman la energía de la luz en energía química.'],
    ['fr', "La photosynthèse est le processus par lequel les plantes vertes transforment l'énergie de la lumière en énergie chimique."],
    ['de', 'Die Photosynthese ist der Vorgang, bei dem grüne Pflanzen Lichtenergie in chemische Energie umwandeln.'],
    ['pt', 'A fotossíntese é o processo pelo qual as plantas verdes transformam a energia da luz em energia química.'],
    ['it', "La fotosintesi è il processo con cui le piante verdi trasformano l'energia della luce in energia chimica."],
    ['hi', 'प्रकाश संश्लेषण वह प्रक्रिया है जिसके द्वारा हरे पौधे सूर्य के प्रकाश से भोजन बनाते हैं।'],
    ['und', 'Usanisinuru ni mchakato ambao mimea ya kijani hubadilisha nishati ya mwanga kuwa nishati ya kemikali.'],
  ])('tells %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('tells the evaluation notes apart', () => {
    expect(detectLanguage(studyNotes('spanish-ciclo-del-agua.md'))).toBe('es');
    expect(detectLanguage(studyNotes('hindi-saur-mandal.txt'))).toBe('hi');
    expect(detectLanguage(studyNotes('physics-work-energy.md'))).toBe('en');
  });

  // Messy English notes were "undetermined", and formula notes German: its list counts single letters.
  it('tells messy notes and formula notes by their words, not by their symbols', () => {
    const messy = `FR REV notes!!\n1789 -> Estates-General, 3rd estate = commoners\nbread prices up b/c bad harvest => riots\ngovt broke, king needs $$ -> taxes\nJune 1791: royal family flees to Varennes, caught\nTerror approx 1793-94, Robespierre in charge -> executions`;
    expect(detectLanguage(messy)).toBe('en');
    const formulas = 'P = pressure in Pa\nV = volume in m^3\nn = amount of gas in mol\nT = temperature in K\nPV = nRT for an ideal gas, R = 8.314 J/(mol K)';
    expect(detectLanguage(formulas)).toBe('en');
  });
});
