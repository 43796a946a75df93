import { TEXT_TYPE_OIDS } from './value-parsers';

/**
 * How values travel to and from postgres.js, so that a row and a parameter mean the same on
 * PostgreSQL as on PGlite:
 * - dates, times and 64-bit numbers come back as the text Postgres sends (value-parsers.ts);
 *   postgres.js already leaves int8 and numeric as text, so only its date parsing is replaced;
 * - a string parameter is Postgres' own text input for whatever type the statement expects: a
 *   filter's 'true' for a boolean column, JSON the caller already wrote for a json parameter. Only
 *   JavaScript values (booleans, Dates, objects, buffers) are converted.
 */
const asIs = (convert: (value: unknown) => string) => (value: unknown) => (typeof value === 'string' ? value : convert(value));

const OID = { bool: 16, bytea: 17, text: 25, json: 114, jsonb: 3802 } as const;

export const POSTGRES_TYPES = {
  textDates: {
    to: TEXT_TYPE_OIDS.timestamptz,
    from: [TEXT_TYPE_OIDS.date, TEXT_TYPE_OIDS.timestamp, TEXT_TYPE_OIDS.timestamptz],
    serialize: asIs((value) => (value instanceof Date ? value.toISOString() : String(value))),
    parse: (value: string) => value,
  },
  boolean: {
    to: OID.bool,
    from: [OID.bool],
    serialize: asIs((value) => (value ? 't' : 'f')),
    parse: (value: string) => value === 't',
  },
  json: {
    to: OID.json,
    from: [OID.json, OID.jsonb],
    serialize: asIs((value) => JSON.stringify(value)),
    parse: (value: string) => JSON.parse(value) as unknown,
  },
  text: {
    to: OID.text,
    from: [OID.text],
    serialize: asIs((value) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))),
    parse: (value: string) => value,
  },
  bytea: {
    to: OID.bytea,
    from: [OID.bytea],
    serialize: asIs((value) => `\\x${Buffer.from(value as Uint8Array).toString('hex')}`),
    parse: (value: string) => Buffer.from(value.slice(2), 'hex'),
  },
};
