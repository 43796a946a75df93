import type { Caller } from '../db/database';
import type { ServerContext } from '../server/context';
import { findBucket } from './buckets';
import type { ObjectPath } from './object-path';
import { signedUploadUrlFor } from './signed-urls';
import { objectRowOf } from './upload';

/** Thrown to roll back the trial insert once it has shown the caller may upload. */
class AllowedToUpload extends Error {}

/**
 * POST /object/upload/sign/<bucket>/<name> (x-upsert: true to allow replacing): a URL anyone may
 * upload that one object to within two hours (once, without upsert: the object then exists). As
 * on hosted Storage the signer must be allowed the upload now: the row the upload will write is
 * inserted as the caller and rolled back, so the policies (and an existing object, without
 * upsert) answer here rather than at upload time.
 */
export async function signUpload(path: ObjectPath, upsert: boolean, caller: Caller, ctx: ServerContext) {
  await findBucket(ctx.db, path.bucket);
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  const row = objectRowOf(path, signedUploader(sub));
  const names = Object.keys(row);
  const placeholders = names.map((_, index) => `$${index + 1}`);
  const conflict = upsert ? 'on conflict (bucket_id, name) do update set updated_at = now()' : '';
  await ctx
    .runAsCaller(caller, async (tx) => {
      await tx.query(`insert into storage.objects (${names.join(', ')}) values (${placeholders.join(', ')}) ${conflict}`, Object.values(row));
      throw new AllowedToUpload();
    })
    .catch((error: unknown) => {
      if (!(error instanceof AllowedToUpload)) throw error;
    });
  return { url: await signedUploadUrlFor(path, { owner: sub, upsert }, ctx.config.serviceRoleKey) };
}

/** Who a signed upload is written as: the stack itself, recording the signer as the owner. */
export function signedUploader(owner: string | null): Caller {
  return { role: 'service_role', claims: owner ? { sub: owner } : {} };
}
