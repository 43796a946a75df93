// A formula's symbols and what they stand for ("$PV = nRT$", then "- P = pressure", "- n = amount
// of gas in moles"). A bare "What is meant by P?" names no formula and can be about anything; asked
// with the formula the notes give just before ("In $PV = nRT$, what does n stand for?") it is what a
// teacher asks, and the formula's other symbols are wrong options of the answer's kind by
// construction.
import { isSymbol, type Definition } from './definitions.ts';
import { formulaSpans } from '../material/formulas.ts';
import type { MaterialUnit } from '../material/segment.ts';

export interface FormulaSymbol {
  definition: Definition;
  /** The formula as the notes write it, delimiters and all. */
  formula: string;
  /** What the symbol stands for, in a few words: "amount of gas" of "amount of gas in moles (mol)". */
  meaning: string;
  /** What the formula's other explained symbols stand for. */
  others: string[];
}

// Where what a symbol stands for gives way to its unit, value or remark: "pressure, SI unit...",
// "volume in m^3", "gas constant = 8.314", "masse en kilogrammes", "Masse in kg", "massa em kg".
const MEANING_ENDS = /\s*(?:[,;(=:]|\s(?:in|en|em|im|में)\s)/u;

/** Whether a definition explains a formula's symbol: "n = amount of gas", not "ATP: the cell's...". */
export function explainsSymbol(definition: Definition): boolean {
  const text = definition.unit.text.trimStart();
  return !definition.equation && isSymbol(definition.term) && text.startsWith(definition.term) && /^\s*=/.test(text.slice(definition.term.length));
}

/** What a symbol stands for, without its unit or value. */
export function meaningOf(definition: Definition): string {
  const text = definition.definition.trim();
  const end = MEANING_ENDS.exec(text);
  return (end ? text.slice(0, end.index) : text).trim();
}

/** Whether a formula uses a symbol: a letter symbol anywhere but in a command ("\frac"), a longer one as a word. */
function uses(formula: string, symbol: string): boolean {
  const bare = formula.replace(/\\[a-zA-Z]+/g, ' ');
  if (symbol.length === 1) return bare.includes(symbol);
  return new RegExp(`(?<![\\p{L}\\p{N}])${symbol}(?![\\p{L}\\p{N}])`, 'u').test(bare);
}

/** The formula before a unit in its section, nearest first, that uses the symbol. */
function formulaBefore(units: readonly MaterialUnit[], at: MaterialUnit, symbol: string): string | null {
  for (let index = at.index - 1; index >= 0; index -= 1) {
    const unit = units[index];
    if (!unit || unit.section !== at.section) return null;
    for (const span of formulaSpans(unit.text)) {
      const formula = unit.text.slice(span.start, span.end);
      if (formula.includes('=') && uses(formula, symbol)) return formula;
    }
  }
  return null;
}

/** Per unit that explains a symbol of a formula given before it, the symbol with its formula. */
export function formulaSymbols(units: readonly MaterialUnit[], definitions: readonly Definition[]): Map<number, FormulaSymbol> {
  const byFormula = new Map<string, { definition: Definition; meaning: string }[]>();
  for (const definition of definitions) {
    if (!explainsSymbol(definition)) continue;
    const formula = formulaBefore(units, definition.unit, definition.term);
    const meaning = meaningOf(definition);
    if (!formula || meaning.split(/\s+/).length > 6) continue;
    const key = `${definition.unit.section}:${formula}`;
    byFormula.set(key, [...(byFormula.get(key) ?? []), { definition, meaning }]);
  }
  const symbols = new Map<number, FormulaSymbol>();
  for (const [key, explained] of byFormula) {
    const formula = key.slice(key.indexOf(':') + 1);
    for (const { definition, meaning } of explained) {
      const others = explained.filter((other) => other.definition !== definition && other.meaning.toLowerCase() !== meaning.toLowerCase()).map((other) => other.meaning);
      symbols.set(definition.unit.index, { definition, formula, meaning, others });
    }
  }
  return symbols;
}
