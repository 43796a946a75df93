import { describe, expect, it } from 'vitest';
import { splitStudyText, type StudyTextPart } from './split-study-text';

const math = (tex: string, source: string, display = false): StudyTextPart => ({ kind: 'math', tex, display, source });
const text = (value: string): StudyTextPart => ({ kind: 'text', text: value });

describe('splitStudyText', () => {
  it('finds inline formulas between single dollars', () => {
    expect(splitStudyText('Energy: $E = mc^2$ in joules')).toEqual([text('Energy: '), math('E = mc^2', '$E = mc^2$'), text(' in joules')]);
  });

  it('finds display formulas between double dollars and \\[ \\]', () => {
    expect(splitStudyText('$$\\frac{1}{2}mv^2$$')).toEqual([math('\\frac{1}{2}mv^2', '$$\\frac{1}{2}mv^2$$', true)]);
    expect(splitStudyText('Kinetic energy \\[ \\frac{1}{2}mv^2 \\] here')).toEqual([
      text('Kinetic energy '),
      math('\\frac{1}{2}mv^2', '\\[ \\frac{1}{2}mv^2 \\]', true),
      text(' here'),
    ]);
  });

  it('finds inline formulas between \\( and \\)', () => {
    expect(splitStudyText('Area \\(\\pi r^2\\).')).toEqual([text('Area '), math('\\pi r^2', '\\(\\pi r^2\\)'), text('.')]);
  });

  it('keeps prices as words', () => {
    for (const price of ['It costs $5 and $10 with tax.', 'Tickets were $5, $10 and $20.', 'From $5 to $10', '$5,$10', 'Pay $5$ now']) {
      expect(splitStudyText(price)).toEqual([text(price)]);
    }
  });

  it('needs no space just inside the dollars', () => {
    expect(splitStudyText('a $ x$ b')).toEqual([text('a $ x$ b')]);
    expect(splitStudyText('a $x $ b')).toEqual([text('a $x $ b')]);
  });

  it('reads an escaped dollar as a dollar', () => {
    expect(splitStudyText('\\$5 is not $x$')).toEqual([text('$5 is not '), math('x', '$x$')]);
  });

  it('leaves unclosed and empty delimiters as written', () => {
    for (const written of ['$\\frac{1}{2}', '$$ E = mc^2', '\\( x', '\\[\\]', '$$$$', 'one $ sign']) {
      expect(splitStudyText(written)).toEqual([text(written)]);
    }
  });

  it('does not join two paragraphs into one formula', () => {
    expect(splitStudyText('$a\n\nb$')).toEqual([text('$a\n\nb$')]);
  });

  it('splits several formulas of every kind in one text', () => {
    const parts = splitStudyText('$F=ma$ and \\(p = mv\\) give $$W = Fd$$');
    expect(parts.filter((part) => part.kind === 'math').map((part) => (part.kind === 'math' ? part.tex : ''))).toEqual(['F=ma', 'p = mv', 'W = Fd']);
  });

  it('gives plain text back whole', () => {
    expect(splitStudyText('Mitochondria make ATP.')).toEqual([text('Mitochondria make ATP.')]);
    expect(splitStudyText('')).toEqual([]);
  });
});
