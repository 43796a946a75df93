import type { Settings } from './database';
import { quoteLiteral } from './sql-literals';

interface SettingsStatement {
  readonly text: string;
  readonly values: readonly string[];
}

/** The settings to put in place; going read-only is allowed at any point of a transaction, so it rides along. */
function entriesOf(settings: Settings, readOnly: boolean): [string, string][] {
  const entries = Object.entries(settings);
  if (readOnly) entries.push(['transaction_read_only', 'on']);
  return entries;
}

/** One SELECT of set_config(name, value, true) calls, each in place for the rest of the transaction. */
function selectOf(calls: string[]): string {
  return `select ${calls.map((call) => `set_config(${call}, true)`).join(', ') || 'null'}`;
}

/**
 * The settings' SELECT with names and values as parameters (PGlite binds them): its text depends
 * only on how many settings there are, so the connection keeps it prepared.
 */
export function settingsStatement(settings: Settings, readOnly = false): SettingsStatement {
  const entries = entriesOf(settings, readOnly);
  return { text: selectOf(entries.map((_entry, i) => `$${2 * i + 1}, $${2 * i + 2}`)), values: entries.flat() };
}

/**
 * The same SELECT with names and values written in as literals, prepared once per caller on each
 * PostgreSQL connection (prepared-reads.ts); quoteLiteral keeps every value, JWT claims included,
 * one literal.
 */
export function settingsText(settings: Settings, readOnly = false): string {
  const texts = textsOf.get(settings) ?? [];
  textsOf.set(settings, texts);
  return (texts[Number(readOnly)] ??= selectOf(entriesOf(settings, readOnly).map(([name, value]) => `${quoteLiteral(name)}, ${quoteLiteral(value)}`)));
}

/**
 * A request's own settings (run-as-caller.ts) as one SELECT with the values written in: they
 * differ on every request, so the text is neither kept nor prepared.
 */
export function requestSettingsText(request: Settings): string {
  return selectOf(Object.entries(request).map(([name, value]) => `${quoteLiteral(name)}, ${quoteLiteral(value)}`));
}

// A caller's settings are one object while its token is cached (run-as-caller.ts): each text once.
const textsOf = new WeakMap<Settings, string[]>();
