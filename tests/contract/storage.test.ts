/**
 * Storage through the real supabase-js, against every stack of the suite, with the project's buckets:
 * profile-pictures (public images, 5 MB) and study-materials (private, 10 MB), each learner
 * writing only inside its own folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnStack } from './support/spawn-stack';
import { clientFor, newLearner, PASSWORD, stacks } from './support/stacks';

/** How Storage refuses a row its policies reject: 403, in Postgres' words. */
const refusedByPolicy = { statusCode: '403', message: expect.stringContaining('row-level security') };
const pdf = (text: string) => new Blob([`%PDF-1.4\n${text}`], { type: 'application/pdf' });

describe.each(stacks)('storage on $name', (stack) => {
  it('keeps study material in the learner’s own folder: upload, list, download, sign, remove', async () => {
    const { id, client } = await newLearner(stack, 'storage');
    const materials = client.storage.from('study-materials');
    const upload = await materials.upload(`${id}/biology/cells.pdf`, pdf('cells'));
    expect(upload.error).toBeNull();
    expect(upload.data).toMatchObject({ path: `${id}/biology/cells.pdf`, fullPath: `study-materials/${id}/biology/cells.pdf` });

    const folders = await materials.list(id);
    expect(folders.data?.map((entry) => entry.name)).toEqual(['biology']);
    const files = await materials.list(`${id}/biology`);
    expect(files.data?.map((entry) => entry.name)).toEqual(['cells.pdf']);

    const download = await materials.download(`${id}/biology/cells.pdf`);
    expect(await download.data?.text()).toBe('%PDF-1.4\ncells');

    const signed = await materials.createSignedUrl(`${id}/biology/cells.pdf`, 60);
    expect(signed.error).toBeNull();
    const viaLink = await fetch(signed.data!.signedUrl);
    expect(viaLink.status).toBe(200);
    expect(await viaLink.text()).toBe('%PDF-1.4\ncells');

    const removed = await materials.remove([`${id}/biology/cells.pdf`]);
    expect(removed.data?.map((object) => object.name)).toEqual([`${id}/biology/cells.pdf`]);
    expect((await materials.download(`${id}/biology/cells.pdf`)).error).not.toBeNull();
  });

  it("never lets a learner read, add to or remove another learner's files", async () => {
    const asha = await newLearner(stack, 'storage');
    const ravi = await newLearner(stack, 'storage');
    await asha.client.storage.from('study-materials').upload(`${asha.id}/notes.pdf`, pdf('private'));
    const theirs = ravi.client.storage.from('study-materials');
    expect((await theirs.download(`${asha.id}/notes.pdf`)).error).not.toBeNull();
    expect((await theirs.upload(`${asha.id}/planted.pdf`, pdf('x'))).error).toMatchObject({ statusCode: '403' });
    expect((await theirs.list(asha.id)).data).toEqual([]);
    expect((await theirs.remove([`${asha.id}/notes.pdf`])).data).toEqual([]);
    expect((await theirs.createSignedUrl(`${asha.id}/notes.pdf`, 60)).error).not.toBeNull();
    const mine = await asha.client.storage.from('study-materials').download(`${asha.id}/notes.pdf`);
    expect(await mine.data?.text()).toBe('%PDF-1.4\nprivate');
  });

  it('serves profile pictures by public URL, replaces them with upsert, and enforces their limits', async () => {
    const { id, client } = await newLearner(stack, 'storage');
    const pictures = client.storage.from('profile-pictures');
    const png = (byte: number) => new Blob([new Uint8Array([137, 80, 78, 71, byte])], { type: 'image/png' });
    expect((await pictures.upload(`${id}/avatar.png`, png(1))).error).toBeNull();
    expect((await pictures.upload(`${id}/avatar.png`, png(2))).error).toMatchObject({ statusCode: '409' });
    expect((await pictures.upload(`${id}/avatar.png`, png(3), { upsert: true })).error).toBeNull();
    const publicUrl = pictures.getPublicUrl(`${id}/avatar.png`).data.publicUrl;
    const response = await fetch(publicUrl);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([137, 80, 78, 71, 3]);

    const tooLarge = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' });
    expect((await pictures.upload(`${id}/huge.png`, tooLarge)).error).toMatchObject({ status: 413 });
    const notAnImage = new Blob(['hello'], { type: 'text/plain' });
    const refused = await pictures.upload(`${id}/notes.txt`, notAnImage);
    // Storage's code is 415; its HTTP status has been 400 or 415 depending on the version.
    expect(refused.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
    expect([400, 415]).toContain((refused.error as { status?: number }).status);
  });

  it('moves, copies and inspects study material inside the learner’s folder; buckets stay the project’s', async () => {
    const { id, client } = await newLearner(stack, 'storage');
    const materials = client.storage.from('study-materials');
    expect((await materials.upload(`${id}/cells.pdf`, pdf('cells'))).error).toBeNull();
    expect((await materials.copy(`${id}/cells.pdf`, `${id}/biology/cells.pdf`)).error).toBeNull();
    expect((await materials.move(`${id}/cells.pdf`, `${id}/archive/cells.pdf`)).error).toBeNull();
    const listed = await materials.listV2({ prefix: `${id}/` });
    expect(listed.data?.objects.map((object) => object.name)).toEqual([`${id}/archive/cells.pdf`, `${id}/biology/cells.pdf`]);
    const info = await materials.info(`${id}/biology/cells.pdf`);
    expect(info.data).toMatchObject({ size: 14, contentType: 'application/pdf' });

    // Out of the learner's folder nothing moves; no learner makes or changes a bucket.
    const other = await newLearner(stack, 'storage');
    expect((await materials.move(`${id}/biology/cells.pdf`, `${other.id}/cells.pdf`)).error).toMatchObject(refusedByPolicy);
    expect((await client.storage.createBucket(`learner-${Date.now()}`)).error).toMatchObject(refusedByPolicy);
    expect((await client.storage.updateBucket('study-materials', { public: true })).error?.message).toBe('Bucket not found');
    if (stack.local) {
      // The stack holds a bucket's own rules on a move into it: a PDF never becomes a public picture.
      const moved = await materials.move(`${id}/biology/cells.pdf`, `${id}/cells.pdf`, { destinationBucket: 'profile-pictures' });
      expect(moved.error).toMatchObject({ statusCode: '415' });
      expect((await materials.exists(`${id}/biology/cells.pdf`)).data).toBe(true);
    }
  });
});

describe.runIf(stacks.every((stack) => stack.local))('storage across a restart', () => {
  it('keeps objects and their bytes when the stack is killed (-9) and started again', { timeout: 240_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'aayra-storage-restart-'));
    const args = ['--data-dir', join(root, 'pglite'), '--no-seed'];
    let stack = await spawnStack(args);
    try {
      const target = { name: 'restart', url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey, local: true };
      const { id, email, client } = await newLearner(target, 'restart');
      const upload = await client.storage.from('study-materials').upload(`${id}/kept.pdf`, pdf('kept'));
      expect(upload.error).toBeNull();
      await stack.stop('SIGKILL');

      stack = await spawnStack(args);
      const again = clientFor({ ...target, url: stack.url });
      const signIn = await again.auth.signInWithPassword({ email, password: PASSWORD });
      expect(signIn.error).toBeNull();
      const download = await again.storage.from('study-materials').download(`${id}/kept.pdf`);
      expect(await download.data?.text()).toBe('%PDF-1.4\nkept');
    } finally {
      await stack.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
