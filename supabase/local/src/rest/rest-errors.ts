import { HttpError } from '../server/http-error';
import { notSupportedMessage } from '../server/area';

export const unknownTable = (name: string) =>
  new HttpError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);

export const unknownColumn = (relation: string, column: string) =>
  new HttpError(400, '42703', `column ${relation}.${column} does not exist`);

export const unknownPayloadColumn = (relation: string, column: string) =>
  new HttpError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`);

export const noRelationship = (from: string, to: string) =>
  new HttpError(400, 'PGRST200', `Could not find a relationship between '${from}' and '${to}' in the schema cache`,
    `Searched for a foreign key relationship between '${from}' and '${to}' in the schema 'public', but no matches were found.`);

export const ambiguousRelationship = (from: string, to: string) =>
  new HttpError(300, 'PGRST201', `Could not embed because more than one relationship was found for '${from}' and '${to}'`,
    null, `Try changing '${to}' to one of the foreign key names, e.g. '${to}!<constraint>'`);

export const badRequest = (message: string, details: string | null = null) => new HttpError(400, 'PGRST100', message, details);

/**
 * A PostgREST feature the local stack lacks: 501 in PostgREST's error shape, naming the feature, so
 * a query that would work on hosted Supabase fails loudly here instead of answering differently.
 */
export const notSupported = (feature: string) => new HttpError(501, 'not_implemented', notSupportedMessage(feature));
