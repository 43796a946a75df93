import type { Caller } from '../db/database';
import type { ServerContext } from '../server/context';
import { removeObjectFiles } from './object-files';
import { StorageError } from './storage-error';

/**
 * DELETE /object/<bucket> {prefixes: [names]}: deletes the rows the caller may delete (its
 * policies decide, silently skipping the others, as hosted does) and then their bytes. Answers
 * the deleted objects.
 */
export async function removeObjects(
  bucket: string,
  names: unknown,
  caller: Caller,
  ctx: ServerContext,
): Promise<Record<string, unknown>[]> {
  if (!Array.isArray(names) || names.length === 0 || !names.every((n) => typeof n === 'string')) {
    throw new StorageError(400, 'InvalidRequest', 'prefixes must be a non-empty array of object names');
  }
  const removed = await ctx.runAsCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ removed: Record<string, unknown>[] }>(
      `with removed as (
         delete from storage.objects
          where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))
          returning *)
       select coalesce(json_agg(removed), '[]') as removed from removed`,
      [bucket, JSON.stringify(names)],
    );
    return rows[0]?.removed ?? [];
  });
  await Promise.all(removed.map((object) => removeObjectFiles(ctx.config.storageDir, bucket, String(object.id))));
  return removed;
}
