import { describe, expect, it } from 'vitest';
import { studyNotes } from './fixture-notes.ts';
import { generateLocalStudySet } from './local-provider.ts';

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

  // Summaries picked a sentence per paragraph by how much it looked like a definition: trivial points,
  // near-duplicates, a formula line alone, and the topic's own definition left out.
  const electrochemistry = `# Electrolysis
The current in the cell was switched on at the start of the practical and left on for ten minutes.
Electrolysis is the breaking down of a compound by passing an electric current through it when molten or dissolved.

## Electrodes
The cathode is the negative electrode, where positive ions gain electrons.
The cathode is the negative electrode at which the positive ions gain electrons.
The anode is the positive electrode, where negative ions lose electrons.

## Faraday
$Q = I t$
The charge that passes equals the current multiplied by the time, in coulombs.
Michael Faraday described the laws of electrolysis in 1834.`;

  it('opens with the topic’s own definition, and leaves out bare formula lines and repeats', () => {
    const points = summaryOf(electrochemistry);
    expect(points[0]).toBe('Electrolysis is the breaking down of a compound by passing an electric current through it when molten or dissolved.');
    expect(points).not.toContain('$Q = I t$');
    expect(points.filter((point) => point.startsWith('The cathode is the negative electrode')).length).toBeLessThanOrEqual(1);
  });
});
