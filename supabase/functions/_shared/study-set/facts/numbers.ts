// Figures a sentence states, each with its kind and unit, so a wrong option can be a figure of the
// same kind: a year near the answer's year, a length for a length, a percentage for a percentage.
export type FigureKind = 'date' | 'year' | 'decade' | 'percent' | 'quantity' | 'money' | 'count';

export interface Figure {
  text: string;
  kind: FigureKind;
  /** The unit as a key ('m', 'kg', 'joule'): only figures with the same key replace each other. */
  unit: string;
  value: number;
  start: number;
  end: number;
}

const MONTHS_EN = 'January|February|March|April|May|June|July|August|September|October|November|December';
const MONTHS_ES = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?`;
const SCALE = String.raw`(?:\s?(?:thousand|million|billion|trillion|mil|millones)\b|\s?[×x]\s?10\^?-?\d+)?`;
// Units written after a figure; longer spellings first so "km/h" is not read as "km".
const UNITS = [
  'N/kg', 'J/kg', 'kg/m³', 'g/cm³', 'J/s', 'W/m²', 'mol/L', 'm/s²', 'm/s\\^2', 'm/s2', 'm/s', 'km/h', 'km/s', 'N·m', 'N m', 'kWh', 'kW', 'kJ', 'kPa', 'kg', 'km²', 'km', 'cm³', 'cm²', 'cm', 'mm', 'µm', 'μm', 'nm', 'mg', 'ml', 'mL',
  'mol', 'Hz', 'kHz', 'MHz', 'Pa', 'atm', 'J', 'N', 'W', 'V', 'A', 'K', 'g', 'L', 'm', 's', 'h', '°C', '°F', '°', 'ºC',
  'metres?', 'meters?', 'kilometres?', 'kilometers?', 'centimetres?', 'centimeters?', 'millimetres?', 'millimeters?', 'micrometres?', 'micrometers?', 'nanometres?', 'nanometers?',
  'grams?', 'kilograms?', 'tonnes?', 'tons?', 'litres?', 'liters?', 'seconds?', 'minutes?', 'hours?', 'days?', 'weeks?', 'months?', 'years?', 'decades?', 'centuries',
  'joules?', 'kilojoules?', 'newtons?', 'watts?', 'volts?', 'amperes?', 'ohms?', 'kelvin', 'degrees(?: Celsius| Fahrenheit)?', 'calories', 'kilocalories', 'pascals?',
  'metros?', 'kilómetros?', 'centímetros?', 'gramos?', 'kilogramos?', 'litros?', 'segundos?', 'minutos?', 'horas?', 'días?', 'años?', 'siglos?', 'grados',
  'मीटर', 'किलोमीटर', 'किलोग्राम', 'ग्राम', 'सेकंड', 'मिनट', 'घंटे', 'दिन', 'वर्ष', 'साल', 'डिग्री',
].join('|');

const PATTERNS: readonly [FigureKind, RegExp][] = [
  ['date', new RegExp(String.raw`(?<![\p{L}\p{N}])(?:\d{1,2}(?:st|nd|rd|th)? (?:${MONTHS_EN})(?:,)? \d{4}|(?:${MONTHS_EN}) \d{1,2}(?:st|nd|rd|th)?,? \d{4}|\d{1,2} de (?:${MONTHS_ES}) de \d{4})(?![\p{L}\p{N}])`, 'gu')],
  ['percent', new RegExp(String.raw`(?<![\p{L}\p{N}.,])(?:${NUMBER})(?: ?%| percent\b| per cent\b| por ciento| प्रतिशत)`, 'gu')],
  ['money', new RegExp(String.raw`(?<![\p{L}\p{N}])[£€₹]\s?(?:${NUMBER})${SCALE}|(?<![\p{L}\p{N}])(?:${NUMBER})${SCALE} (?:dollars|pounds|euros|rupees|pesos|रुपये)(?![\p{L}])`, 'gu')],
  ['decade', /(?<![\p{L}\p{N}.,$£€])(?:1[0-9]{2}0|20[0-9]0)['’]?s(?![\p{L}\p{N}])/gu],
  ['quantity', new RegExp(String.raw`(?<![\p{L}\p{N}.,])(?:${NUMBER})${SCALE}\s?(?:${UNITS})(?![\p{L}\p{M}\p{N}/])`, 'gu')],
  // Years with their era, of any length: "130 BC", "AD 79", "44 av. J.-C.", "9 n. Chr.".
  ['year', /(?<![\p{L}\p{N}.,])(?:\d{1,4}\s?(?:BCE?|AD|CE|a\.\s?C\.|d\.\s?C\.|av\.\s?J\.-C\.|apr\.\s?J\.-C\.|v\.\s?Chr\.|n\.\s?Chr\.|ई\.\s?पू\.)|(?:AD|CE)\s\d{1,4})(?![\p{L}\p{N}])/gu],
  ['year', /(?<![\p{L}\p{N}.,$£€])(?:1[0-9]{3}|20[0-9]{2})(?![\p{L}\p{N}]|[.,]\d)/gu],
  ['count', new RegExp(String.raw`(?<![\p{L}\p{N}.,^_])(?:${NUMBER})${SCALE}(?![\p{L}\p{N}^_]|[.,]\d)`, 'gu')],
];

function valueOf(text: string): number {
  const digits = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?/.exec(text)?.[0] ?? 'NaN';
  const plain = /^\d{1,3}(?:,\d{3})+/.test(digits) ? digits.replace(/,/g, '') : digits.replace(',', '.');
  return Number(plain);
}

function unitOf(kind: FigureKind, text: string): string {
  if (kind === 'percent') return '%';
  if (kind === 'year' || kind === 'date' || kind === 'decade') return kind;
  const scale = /thousand|million|billion|trillion|mil|millones|10\^?-?\d+/.exec(text)?.[0] ?? '';
  if (kind === 'money') return `${/[£€₹]|dollars|pounds|euros|rupees|pesos|रुपये/.exec(text)?.[0] ?? ''}${scale}`;
  if (kind === 'count') return `count${scale}`;
  const unit = text.replace(/^[\d.,\s]+/, '').replace(/^(?:thousand|million|billion|trillion|mil|millones|[×x]\s?10\^?-?\d+)\s?/, '');
  // "metres" and "metre" are one unit; symbols keep their case (mm is not Mm).
  return `${scale}|${/^[\p{L}\p{M} ]{4,}$/u.test(unit) ? unit.toLowerCase().replace(/s$/, '') : unit}`;
}

/** The figures of a sentence, never overlapping, in text order. */
export function figuresIn(sentence: string): Figure[] {
  const found: Figure[] = [];
  if (!/\d/.test(sentence)) return found;
  for (const [kind, pattern] of PATTERNS) {
    for (const match of sentence.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && other.start < end)) continue;
      found.push({ text: match[0], kind, unit: unitOf(kind, match[0]), value: valueOf(match[0]), start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function formatLike(original: string, value: number): string {
  const written = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?/.exec(original)?.[0] ?? '';
  const decimals = /[.,](\d+)$/.exec(written.replace(/^\d{1,3}(?:,\d{3})+/, ''))?.[1]?.length ?? 0;
  let formatted = decimals > 0 ? value.toFixed(decimals) : String(Math.round(value));
  if (/^\d{1,3}(?:,\d{3})+/.test(written)) formatted = Math.round(value).toLocaleString('en');
  else if (written.includes(',') && decimals > 0) formatted = formatted.replace('.', ',');
  return original.replace(written, formatted);
}

/**
 * Figures of the answer's kind and unit that the material does not give for this sentence:
 * nearby values in the same unit, in the answer's own format.
 */
export function madeUpFigures(answer: Figure, seed: number): string[] {
  const results: string[] = [];
  if (answer.kind === 'year' || answer.kind === 'date' || answer.kind === 'decade') {
    const year = /\d{1,4}/.exec(answer.text)?.[0];
    if (!year) return results;
    const steps = answer.kind === 'decade' ? [10, -10, 20, -20, 30, -30] : [3, -2, 5, -7, 10, -4, 12, -15];
    for (let index = 0; index < steps.length; index += 1) {
      const step = steps[(index + seed) % steps.length] ?? 1;
      results.push(answer.text.replace(year, String(Number(year) + step)));
    }
    return results;
  }
  const factors = answer.kind === 'percent' ? [0.5, 1.5, 2, 0.75, 1.25, 0.25] : [2, 0.5, 3, 1.5, 4, 0.25];
  for (let index = 0; index < factors.length; index += 1) {
    const factor = factors[(index + seed) % factors.length] ?? 2;
    let next = answer.value * factor;
    if (answer.kind === 'percent') next = Math.min(Math.round(next), 99);
    if (answer.kind === 'count' && Number.isInteger(answer.value)) next = Math.max(1, Math.round(next));
    if (next > 0 && next !== answer.value) results.push(formatLike(answer.text, next));
  }
  return results;
}

/** Whether two figures of one kind are close enough to stand in for each other. */
export function comparable(answer: Figure, other: Figure): boolean {
  if (answer.kind !== other.kind || answer.unit !== other.unit) return false;
  if (answer.kind === 'year' || answer.kind === 'date' || answer.kind === 'decade') {
    const a = Number(/\d{1,4}/.exec(answer.text)?.[0]);
    const b = Number(/\d{1,4}/.exec(other.text)?.[0]);
    return Math.abs(a - b) <= 60;
  }
  if (!(answer.value > 0 && other.value > 0)) return false;
  return Math.abs(Math.log10(answer.value / other.value)) <= 1.5;
}
