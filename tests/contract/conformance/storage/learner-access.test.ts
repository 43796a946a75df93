/**
 * The calls of the official storage suite made by a signed-in learner instead of the service role:
 * row-level security on storage.buckets and storage.objects decides, as on hosted Storage. The
 * fixture's learner-notes bucket lets each learner use only the folder named by their user id;
 * no policy lets a learner manage buckets.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor, PASSWORD, uniqueEmail } from '../../support/stacks';
import { conformanceStacks } from '../support/stacks';
import { notesText, unique } from './support';

/** How Storage refuses a row its policies reject: 403, in Postgres' words. */
const refusedByPolicy = { statusCode: '403', message: expect.stringContaining('row-level security') };

async function signedInLearner(stack: (typeof conformanceStacks)[number]) {
  const client = clientFor(stack);
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('storage-learner'), password: PASSWORD });
  if (error || !data.user || !data.session) throw error ?? new Error('the learner was not signed in');
  return { client, id: data.user.id };
}

describe.each(conformanceStacks)('a learner’s storage calls, held by row-level security ($name)', (stack) => {
  const service = clientFor(stack, stack.serviceRoleKey);
  let asha: { client: SupabaseClient; id: string };
  let ravi: { client: SupabaseClient; id: string };
  const notes = (learner: { client: SupabaseClient }) => learner.client.storage.from('learner-notes');

  beforeAll(async () => {
    [asha, ravi] = await Promise.all([signedInLearner(stack), signedInLearner(stack)]);
  });

  it('may not create, see, change or delete buckets', async () => {
    const name = unique('learner-bucket');
    const created = await asha.client.storage.createBucket(name);
    expect(created.error?.message).toMatch(/row-level security/);
    expect((await service.storage.getBucket(name)).error?.message).toBe('Bucket not found');
    expect((await asha.client.storage.listBuckets()).data).toEqual([]);
    expect((await asha.client.storage.getBucket('learner-notes')).error?.message).toBe('Bucket not found');
    expect((await asha.client.storage.updateBucket('learner-notes', { public: true })).error?.message).toBe('Bucket not found');
    expect((await asha.client.storage.deleteBucket('learner-notes')).error?.message).toBe('Bucket not found');
    expect((await service.storage.getBucket('learner-notes')).data?.public).toBe(false);
  });

  it('moves, copies and inspects notes inside their own folder only', async () => {
    const mine = notes(asha);
    expect((await mine.upload(`${asha.id}/cells.txt`, Buffer.from(notesText))).error).toBeNull();
    expect((await mine.copy(`${asha.id}/cells.txt`, `${asha.id}/cells-copy.txt`)).error).toBeNull();
    expect((await mine.move(`${asha.id}/cells-copy.txt`, `${asha.id}/biology/cells.txt`)).error).toBeNull();
    expect((await mine.info(`${asha.id}/biology/cells.txt`)).data?.size).toBe(Buffer.byteLength(notesText));
    expect((await mine.listV2({ prefix: `${asha.id}/` })).data?.objects.map((object) => object.name)).toEqual([
      `${asha.id}/biology/cells.txt`,
      `${asha.id}/cells.txt`,
    ]);

    // Out of their folder: the copy and the move are refused, and nothing lands in Ravi's.
    expect((await mine.copy(`${asha.id}/cells.txt`, `${ravi.id}/planted.txt`)).error).toMatchObject(refusedByPolicy);
    expect((await mine.move(`${asha.id}/cells.txt`, `${ravi.id}/planted.txt`)).error).toMatchObject(refusedByPolicy);
    expect((await service.storage.from('learner-notes').exists(`${ravi.id}/planted.txt`)).data).toBe(false);
    expect((await mine.exists(`${asha.id}/cells.txt`)).data).toBe(true);
  });

  it('cannot see, take or sign for another learner’s notes', async () => {
    expect((await notes(ravi).upload(`${ravi.id}/private.txt`, Buffer.from('Ravi only'))).error).toBeNull();
    const theirs = notes(asha);
    expect((await theirs.info(`${ravi.id}/private.txt`)).error).not.toBeNull();
    expect((await theirs.exists(`${ravi.id}/private.txt`)).data).toBe(false);
    expect((await theirs.listV2({ prefix: `${ravi.id}/` })).data?.objects).toEqual([]);
    expect((await theirs.move(`${ravi.id}/private.txt`, `${asha.id}/taken.txt`)).error?.message).toBe('Object not found');
    expect((await theirs.copy(`${ravi.id}/private.txt`, `${asha.id}/taken.txt`)).error?.message).toBe('Object not found');
    expect((await theirs.createSignedUploadUrl(`${ravi.id}/private.txt`, { upsert: true })).error).toMatchObject(refusedByPolicy);
    expect((await theirs.createSignedUploadUrl(`${ravi.id}/new.txt`)).error).toMatchObject(refusedByPolicy);
    expect((await asha.client.storage.emptyBucket('learner-notes')).error?.message).toBe('Bucket not found');
    const still = await notes(ravi).download(`${ravi.id}/private.txt`);
    expect(await still.data?.text()).toBe('Ravi only');
  });

  it('signs an upload URL for their own folder, which then takes the note', async () => {
    const path = `${asha.id}/${unique('signed')}.txt`;
    const { data, error } = await notes(asha).createSignedUploadUrl(path);
    expect(error).toBeNull();
    // Anyone holding the URL may upload, once: here a client with no session at all.
    const upload = await clientFor(stack).storage.from('learner-notes').uploadToSignedUrl(path, data!.token, Buffer.from(notesText));
    expect(upload.error).toBeNull();
    expect(await (await notes(asha).download(path)).data?.text()).toBe(notesText);
  });
});
