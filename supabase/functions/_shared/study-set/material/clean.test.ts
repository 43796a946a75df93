import { describe, expect, it } from 'vitest';
import { cleanMaterial } from './clean.ts';
import { studyNotes } from '../fixture-notes.ts';

const clean = (text: string) => cleanMaterial([{ kind: 'text', text }]);
const texts = (text: string) => clean(text).blocks.map((block) => `${block.kind}: ${block.text}`);

describe('cleaning the material', () => {
  it('joins lines a PDF wrapped back into sentences', () => {
    const { notes } = clean(studyNotes('pdf-pasted-rock-cycle.txt'));
    expect(notes[0]).toContain(
      'Rocks on Earth are constantly being formed, worn down and formed again in a slow process called the rock cycle.',
    );
    expect(notes[0]).toContain('Basalt is an igneous rock that cools quickly at the surface, so its crystals are very small.');
  });

  it('reads headings and bullets as structure, dropping their markers and list numbers', () => {
    expect(texts('# Cells\n\n## Transport\n1. Diffusion moves particles.\n2) Osmosis moves water.\n- Active transport uses ATP\n* Pumps move ions')).toEqual([
      'heading: Cells',
      'heading: Transport',
      'bullet: Diffusion moves particles.',
      'bullet: Osmosis moves water.',
      'bullet: Active transport uses ATP',
      'bullet: Pumps move ions',
    ]);
  });

  it('reads each dated line of a timeline as a note of its own, not as the wrapped end of the line before', () => {
    const timeline = [
      'Aug 1914: Germany invades Belgium and Britain declares war on Germany',
      '  the Schlieffen Plan fails within the first weeks of fighting',
      'Sept 1914 - the battle of the Marne stops the German advance on Paris',
      '1916: the battles of Verdun and the Somme cost about a million lives',
    ].join('\n');
    expect(texts(timeline)).toEqual([
      'paragraph: Aug 1914: Germany invades Belgium and Britain declares war on Germany the Schlieffen Plan fails within the first weeks of fighting',
      'paragraph: Sept 1914 - the battle of the Marne stops the German advance on Paris',
      'paragraph: 1916: the battles of Verdun and the Somme cost about a million lives',
    ]);
  });

  it('takes a short title line between paragraphs as a heading, not as the start of a sentence', () => {
    expect(texts('The Rock Cycle\nRocks form, wear down and form again.')).toEqual(['heading: The Rock Cycle', 'paragraph: Rocks form, wear down and form again.']);
  });

  it('strips markdown emphasis, keeping bold and italic terms as key terms', () => {
    const { blocks, emphasised } = clean('**Homeostasis** is the tendency of the body to keep its *internal conditions* stable.');
    expect(blocks[0]?.text).toBe('Homeostasis is the tendency of the body to keep its internal conditions stable.');
    expect([...emphasised]).toEqual(['homeostasis', 'internal conditions']);
  });

  it('keeps formulas whole, with their own underscores and stars', () => {
    const { blocks } = clean('It is calculated with $E_k = \\frac{1}{2} m v^2$, so **speed** matters.\n\nAlso \\(a_x * b\\) holds.');
    expect(blocks[0]?.text).toBe('It is calculated with $E_k = \\frac{1}{2} m v^2$, so speed matters.');
    expect(blocks[1]?.text).toBe('Also $a_x * b$ holds.');
  });

  it('redacts personal data before anything else reads the notes', () => {
    const { notes } = clean('Call the tutor on 07700 900123 or 5551234567 about grid 10 20 30 40 50.');
    expect(notes[0]).toBe('Call the tutor on [phone number removed] or [phone number removed] about grid 10 20 30 40 50.');
  });

  it('counts words as the learner wrote them, markers included, like the upload page', () => {
    expect(clean('- **Osmosis** moves water').wordCount).toBe(3);
  });
});

describe('prices are not formulas', () => {
  it('cleans text around "$5 and $10" as text', () => {
    const { blocks, emphasised } = clean('A ticket costs $5 and a *meal* costs $10.');
    expect(blocks[0]?.text).toBe('A ticket costs $5 and a meal costs $10.');
    expect([...emphasised]).toEqual(['meal']);
  });
});
