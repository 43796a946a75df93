import type { Queryable } from '../db/database';
import type { ResolvedNode } from './resolve-select';
import { HttpError } from '../server/http-error';
import { pgrstSettingOn } from './pgrst-settings';

const aggregatesNotAllowed = () => new HttpError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

/** A select using count(), sum() ... anywhere in its tree, embeds and spreads included. */
export function usesAggregates(node: ResolvedNode): boolean {
  return node.items.some((item) => item.kind === 'count' || (item.kind === 'column' && item.aggregate !== undefined)
    || (item.kind === 'embed' && usesAggregates(item.node)));
}

/**
 * As PostgREST (and so hosted Supabase) by default: aggregates are refused unless the project
 * turns them on, on the role PostgREST logs in as, for the whole cluster or this database
 * (`alter role authenticator set pgrst.db_aggregates_enabled to 'true'`). Read only when a
 * select uses one, so other requests pay nothing.
 */
export async function allowAggregates(db: Queryable, node: ResolvedNode): Promise<void> {
  if (usesAggregates(node) && !(await pgrstSettingOn(db, 'db_aggregates_enabled'))) throw aggregatesNotAllowed();
}
