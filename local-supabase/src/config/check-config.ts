import { isDeepStrictEqual } from 'node:util';
import { isOffSection, ruleFor, SWITCHES } from './config-keys';

type Table = Record<string, unknown>;

const isTable = (value: unknown): value is Table => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** `[auth.rate_limit] sign_in_sign_ups`, as a reader finds it in the file. */
export function keyName(path: string[]): string {
  const key = path.at(-1)!;
  return path.length > 1 ? `[${path.slice(0, -1).join('.')}] ${key}` : key;
}

const shown = (value: unknown) => JSON.stringify(value);

/**
 * Refuses a config.toml with a setting the local stack would not honour: a key it does not know,
 * a value it cannot keep, or a feature it lacks switched on. The error names the key, so the
 * project either drops it or learns what the stack can do.
 */
export function checkConfigKeys(config: Table, path: string[] = []): void {
  for (const [key, value] of Object.entries(config)) {
    const here = [...path, key];
    if (isTable(value) && isOffSection(here)) {
      for (const name of SWITCHES) {
        if (value[name] !== undefined && value[name] !== false) {
          throw new Error(`config.toml: ${keyName([...here, name])} = ${shown(value[name])}: the local stack has no ${here.join('.')}; set it to false or remove it`);
        }
      }
      continue;
    }
    const rule = ruleFor(here);
    if (isTable(value) && !rule) {
      checkConfigKeys(value, here);
      continue;
    }
    if (!rule) {
      throw new Error(`config.toml: ${keyName(here)} is not a setting the local stack honours; remove it (see local-supabase/src/config/config-keys.ts)`);
    }
    if (rule.kind === 'only' && !isDeepStrictEqual(value, rule.value)) {
      throw new Error(`config.toml: ${keyName(here)} = ${shown(value)} is not honoured: ${rule.why}; only ${shown(rule.value)} is`);
    }
  }
}
