import { HttpError } from '../server/http-error';
import { notSupportedMessage } from '../server/area';

export const unknownTable = (name: string, schema = 'public') =>
  new HttpError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`);

export const unknownColumn = (relation: string, column: string) =>
  new HttpError(400, '42703', `column ${relation}.${column} does not exist`);

export const unknownPayloadColumn = (relation: string, column: string) =>
  new HttpError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`);

export const noRelationship = (from: string, to: string, hint?: string) =>
  new HttpError(400, 'PGRST200', `Could not find a relationship between '${from}' and '${to}' in the schema cache`,
    `Searched for a foreign key relationship between '${from}' and '${to}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema 'public', but no matches were found.`);

/** 300, with every candidate listed and the hint that picks each, as PostgREST answers. */
export const ambiguousRelationship = (from: string, to: string, candidates: { cardinality: string; embedding: string; relationship: string; pick: string }[]) =>
  new HttpError(300, 'PGRST201', `Could not embed because more than one relationship was found for '${from}' and '${to}'`,
    candidates.map(({ cardinality, embedding, relationship }) => ({ cardinality, embedding, relationship })),
    `Try changing '${to}' to one of the following: ${candidates.map((c) => `'${to}!${c.pick}'`).join(', ')}. Find the desired relationship in the 'details' key.`);

export const badRequest = (message: string, details: string | null = null) => new HttpError(400, 'PGRST100', message, details);

/**
 * A PostgREST feature the local stack lacks: 501 in PostgREST's error shape, naming the feature, so
 * a query that would work on hosted Supabase fails loudly here instead of answering differently.
 */
export const notSupported = (feature: string) => new HttpError(501, 'not_implemented', notSupportedMessage(feature));
