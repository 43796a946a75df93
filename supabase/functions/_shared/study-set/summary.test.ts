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
});
