import { describe, expect, it } from 'vitest';
import { comparable, figuresIn, madeUpFigures } from './numbers.ts';

const figures = (text: string) => figuresIn(text).map(({ text: written, kind, unit }) => `${written} ${kind} ${unit}`);

describe('figures with their kind and unit', () => {
  it('reads dates, years, decades, percentages and amounts with units', () => {
    expect(figures('On 28 June 1914, 57,000 soldiers fell; by the 1920s prices rose 13 percent.')).toEqual([
      '28 June 1914 date date',
      '57,000 count count',
      '1920s decade decade',
      '13 percent percent %',
    ]);
    expect(figures('A car of 1,000 kg at 20 m/s has 200,000 J; g is about 9.8 N/kg.')).toEqual([
      '1,000 kg quantity |kg',
      '20 m/s quantity |m/s',
      '200,000 J quantity |J',
      '9.8 N/kg quantity |N/kg',
    ]);
    expect(figures('Cerca del 97 por ciento; unos 9 días; 365 दिन')).toEqual(['97 por ciento percent %', '9 días quantity |día', '365 दिन quantity |दिन']);
  });

  it('never reads a number inside a word (CO2) as a figure', () => {
    expect(figures('Plants take in CO2 and H2O.')).toEqual([]);
  });

  it('makes up wrong figures in the answer\'s unit and format', () => {
    const [mass] = figuresIn('A mass of 1,000 kg.');
    expect(madeUpFigures(mass!, 0).slice(0, 3)).toEqual(['2,000 kg', '500 kg', '3,000 kg']);
    const [year] = figuresIn('It began in 1914.');
    expect(madeUpFigures(year!, 0).slice(0, 3)).toEqual(['1917', '1912', '1919']);
  });

  it('compares only figures of one kind, unit and magnitude', () => {
    const [kilograms, grams, year, nearYear, farYear] = figuresIn('10 kg, 10 g, 1914, 1939 and 1066');
    expect(comparable(kilograms!, grams!)).toBe(false);
    expect(comparable(year!, nearYear!)).toBe(true);
    expect(comparable(year!, farYear!)).toBe(false);
  });
});
