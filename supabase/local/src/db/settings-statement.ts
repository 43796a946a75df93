import type { Settings } from './database';
import { quoteLiteral } from './sql-literals';

interface SettingsStatement {
  readonly text: string;
  readonly values: readonly string[];
}

/**
 * One SELECT that puts every setting in place for the rest of the transaction. Names and values
 * are parameters, so nothing a caller sends (JWT claims included) ever becomes SQL text; the text
 * depends only on how many settings there are, so the connection keeps it prepared.
 */
export function settingsStatement(settings: Settings, readOnly = false): SettingsStatement {
  const entries = Object.entries(settings);
  // Going read-only is allowed at any point of a transaction, so it can ride along here.
  if (readOnly) entries.push(['transaction_read_only', 'on']);
  const calls = entries.map((_entry, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`);
  return { text: `select ${calls.join(', ') || 'null'}`, values: entries.flat() };
}

/**
 * The same SELECT with names and values written in as literals, to lead a simple-query message
 * (prepared-reads.ts); quoteLiteral keeps every value, JWT claims included, one literal.
 */
export function settingsText(settings: Settings, readOnly = false): string {
  const entries = Object.entries(settings);
  if (readOnly) entries.push(['transaction_read_only', 'on']);
  const calls = entries.map(([name, value]) => `set_config(${quoteLiteral(name)}, ${quoteLiteral(value)}, true)`);
  return `select ${calls.join(', ') || 'null'}`;
}
