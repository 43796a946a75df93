import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { learnerToken, startTestStack, type TestStack } from '../realtime/test-stack';
import { createStorageArea } from './index';

const SCHEMA = `
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
    ('profile-pictures', 'profile-pictures', true, 5242880, array['image/*']),
    ('study-materials', 'study-materials', false, 1024, array['application/pdf', 'text/plain', 'text/markdown', 'image/png']);
  create policy "Learners read their own files" on storage.objects for select to authenticated
    using ((storage.foldername(name))[1] = auth.uid()::text);
  create policy "Learners add files to their own folder" on storage.objects for insert to authenticated
    with check ((storage.foldername(name))[1] = auth.uid()::text);
  create policy "Learners replace their own files" on storage.objects for update to authenticated
    using ((storage.foldername(name))[1] = auth.uid()::text);
  create policy "Learners remove their own files" on storage.objects for delete to authenticated
    using ((storage.foldername(name))[1] = auth.uid()::text);
`;

let stack: TestStack;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'aayra-storage-test-'));
  stack = await startTestStack({ schema: SCHEMA, storageDir, areas: (ctx) => [{ prefix: '/storage/v1', area: createStorageArea(ctx, (line) => console.error(line)) }] });
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function learner(): Promise<{ id: string; client: SupabaseClient }> {
  const id = randomUUID();
  const token = await learnerToken(id);
  const client = createClient(stack.url, stack.anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never },
  });
  return { id, client };
}

const notes = (text: string) => new Blob([text], { type: 'text/plain' });

describe('storage through supabase-js', () => {
  it("uploads to the learner's own folder and downloads the same bytes", async () => {
    const { id, client } = await learner();
    const materials = client.storage.from('study-materials');
    const { data, error } = await materials.upload(`${id}/notes.txt`, notes('photosynthesis'));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: `${id}/notes.txt`, fullPath: `study-materials/${id}/notes.txt` });
    const download = await materials.download(`${id}/notes.txt`);
    expect(await download.data?.text()).toBe('photosynthesis');
    expect(download.data?.type).toBe('text/plain');
  });

  it("refuses another learner's folder by row-level security", async () => {
    const owner = await learner();
    const other = await learner();
    await owner.client.storage.from('study-materials').upload(`${owner.id}/private.txt`, notes('mine'));
    const upload = await other.client.storage.from('study-materials').upload(`${owner.id}/intruder.txt`, notes('x'));
    expect(upload.error).toMatchObject({ statusCode: '403' });
    const download = await other.client.storage.from('study-materials').download(`${owner.id}/private.txt`);
    expect(download.error).not.toBeNull();
    const list = await other.client.storage.from('study-materials').list(owner.id);
    expect(list.data).toEqual([]);
  });

  it('refuses a duplicate unless asked to upsert, then keeps only the new bytes', async () => {
    const { id, client } = await learner();
    const materials = client.storage.from('study-materials');
    await materials.upload(`${id}/summary.md`, new Blob(['first'], { type: 'text/markdown' }));
    const duplicate = await materials.upload(`${id}/summary.md`, new Blob(['second'], { type: 'text/markdown' }));
    expect(duplicate.error).toMatchObject({ statusCode: '409' });
    const upsert = await materials.upload(`${id}/summary.md`, new Blob(['third'], { type: 'text/markdown' }), { upsert: true });
    expect(upsert.error).toBeNull();
    expect(await (await materials.download(`${id}/summary.md`)).data?.text()).toBe('third');
    const objectDir = join(storageDir, 'study-materials', upsert.data!.id);
    expect(await readdir(objectDir)).toHaveLength(1);
  });

  it('replaces an existing file with update, and refuses to update a missing one', async () => {
    const { id, client } = await learner();
    const materials = client.storage.from('study-materials');
    await materials.upload(`${id}/draft.txt`, notes('draft'));
    expect((await materials.update(`${id}/draft.txt`, notes('final'))).error).toBeNull();
    expect(await (await materials.download(`${id}/draft.txt`)).data?.text()).toBe('final');
    expect((await materials.update(`${id}/missing.txt`, notes('x'))).error).toMatchObject({ statusCode: '404' });
  });

  it("enforces the bucket's size and type limits in Storage's error shape", async () => {
    const { id, client } = await learner();
    const materials = client.storage.from('study-materials');
    const large = await materials.upload(`${id}/large.txt`, notes('x'.repeat(2048)));
    expect(large.error).toMatchObject({ status: 413, statusCode: '413' });
    const video = await materials.upload(`${id}/clip.mp4`, new Blob(['v'], { type: 'video/mp4' }));
    expect(video.error).toMatchObject({ status: 400, statusCode: '415' });
    const raw = await fetch(`${stack.url}/storage/v1/object/study-materials/${id}/clip.mp4`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${await learnerToken(id)}`, 'Content-Type': 'video/mp4' },
      body: 'v',
    });
    expect(await raw.json()).toEqual({ statusCode: '415', error: 'invalid_mime_type', message: 'mime type video/mp4 is not supported' });
  });

  it('lists files and folders inside a prefix', async () => {
    const { id, client } = await learner();
    const materials = client.storage.from('study-materials');
    await materials.upload(`${id}/biology/cells.txt`, notes('cells'));
    await materials.upload(`${id}/biology/plants.txt`, notes('plants'));
    await materials.upload(`${id}/outline.txt`, notes('outline'));
    const top = await materials.list(id);
    expect(top.data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['biology', true],
      ['outline.txt', false],
    ]);
    const inner = await materials.list(`${id}/biology`, { limit: 1, offset: 1 });
    expect(inner.data?.map((entry) => entry.name)).toEqual(['plants.txt']);
  });

  it('signs URLs only for objects the caller may read, and checks the token', async () => {
    const owner = await learner();
    const other = await learner();
    const materials = owner.client.storage.from('study-materials');
    await materials.upload(`${owner.id}/shared.txt`, notes('shared notes'));
    const signed = await materials.createSignedUrl(`${owner.id}/shared.txt`, 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(await response.text()).toBe('shared notes');
    const tampered = await fetch(signed.data!.signedUrl.replace('shared.txt', 'other.txt'));
    expect(tampered.status).toBe(400);
    const refused = await other.client.storage.from('study-materials').createSignedUrl(`${owner.id}/shared.txt`, 60);
    expect(refused.error).not.toBeNull();
    const many = await materials.createSignedUrls([`${owner.id}/shared.txt`, `${owner.id}/missing.txt`], 60);
    expect(many.data?.map((entry) => entry.error)).toEqual([null, expect.any(String)]);
  });

  it('keeps upload and download tokens apart: neither opens the other door', async () => {
    const owner = await learner();
    const materials = owner.client.storage.from('study-materials');
    await materials.upload(`${owner.id}/kept.txt`, notes('kept notes'));
    const object = `${stack.url}/storage/v1/object`;
    const upload = await materials.createSignedUploadUrl(`${owner.id}/kept.txt`, { upsert: true });
    const download = await materials.createSignedUrl(`${owner.id}/kept.txt`, 60);
    const downloadToken = new URL(download.data!.signedUrl).searchParams.get('token')!;

    const read = await fetch(`${object}/sign/study-materials/${owner.id}/kept.txt?token=${upload.data!.token}`);
    expect(read.status).toBe(400);
    expect(await read.json()).toMatchObject({ error: 'InvalidJWT', message: 'invalid signature' });
    const written = await fetch(`${object}/upload/sign/study-materials/${owner.id}/kept.txt?token=${downloadToken}`, {
      method: 'PUT',
      body: 'overwritten',
      headers: { 'content-type': 'text/plain' },
    });
    expect(written.status).toBe(400);
    expect(await written.json()).toMatchObject({ error: 'InvalidJWT', message: 'invalid signature' });
    expect(await (await materials.download(`${owner.id}/kept.txt`)).data?.text()).toBe('kept notes');
  });

  it('serves public buckets by public URL and never private ones', async () => {
    const { id, client } = await learner();
    const avatar = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await client.storage.from('profile-pictures').upload(`${id}/avatar.png`, avatar);
    const publicUrl = client.storage.from('profile-pictures').getPublicUrl(`${id}/avatar.png`).data.publicUrl;
    const response = await fetch(publicUrl);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    await client.storage.from('study-materials').upload(`${id}/secret.txt`, notes('secret'));
    const privateUrl = client.storage.from('study-materials').getPublicUrl(`${id}/secret.txt`).data.publicUrl;
    expect((await fetch(privateUrl)).status).toBe(404);
  });

  it('removes only what the caller may remove, bytes included', async () => {
    const owner = await learner();
    const other = await learner();
    const materials = owner.client.storage.from('study-materials');
    const { data } = await materials.upload(`${owner.id}/old.txt`, notes('old'));
    const denied = await other.client.storage.from('study-materials').remove([`${owner.id}/old.txt`]);
    expect(denied.data).toEqual([]);
    const removed = await materials.remove([`${owner.id}/old.txt`]);
    expect(removed.data?.map((object) => object.name)).toEqual([`${owner.id}/old.txt`]);
    expect((await materials.download(`${owner.id}/old.txt`)).error).not.toBeNull();
    await expect(readdir(join(storageDir, 'study-materials', data!.id))).rejects.toThrow();
  });

  it('answers a missing bucket with 404', async () => {
    const { id, client } = await learner();
    const upload = await client.storage.from('no-such-bucket').upload(`${id}/a.txt`, notes('a'));
    expect(upload.error).toMatchObject({ status: 404, statusCode: '404', message: 'Bucket not found' });
  });
});
