/**
 * Storage downloads as an attack surface: a learner uploads a page of HTML with script, declared
 * as whatever type the bucket accepts, and shares its URL, hoping a browser renders it on the API's
 * origin. Downloads always carry nosniff (the declared type is the only one) and anything that is
 * not a plain picture comes as an attachment to save, never a page to show; pictures still show.
 */
import { describe, expect, it } from 'vitest';
import { expectStillServing } from '../support/health';
import { newLearner, stacks, type ContractStack } from '../support/stacks';

const page = '<!doctype html><html><body><script>fetch("/auth/v1/user")</script>Notes</body></html>';
// A real 1x1 PNG.
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function expectAttachment(response: Response, type: string, fileName: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(type);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${fileName}`);
}

function expectShownInPlace(response: Response, type: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(type);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-disposition')).toBeNull();
}

describe.each(stacks)('storage downloads on $name', (stack: ContractStack) => {
  it('refuses a page declared as text/html at upload', async () => {
    const { id, client } = await newLearner(stack, 'storage-html');
    for (const bucket of ['study-materials', 'profile-pictures']) {
      const refused = await client.storage.from(bucket).upload(`${id}/page.html`, new Blob([page], { type: 'text/html' }));
      expect(refused.error, bucket).toMatchObject({ statusCode: '415' });
    }
    await expectStillServing(stack);
  });

  describe.skipIf(!stack.local)('headers of what is served', () => {
    it('serves a page declared as text/plain only as a download, by token and by signed URL', async () => {
      const { id, client, session } = await newLearner(stack, 'storage-html');
      const materials = client.storage.from('study-materials');
      expect((await materials.upload(`${id}/notes.txt`, new Blob([page], { type: 'text/plain' }))).error).toBeNull();

      const byToken = await fetch(`${stack.url}/storage/v1/object/authenticated/study-materials/${id}/notes.txt`, {
        headers: { apikey: stack.anonKey, authorization: `Bearer ${session.access_token}` },
      });
      expectAttachment(byToken, 'text/plain', 'notes.txt');
      expect(await byToken.text()).toBe(page);

      const signed = await materials.createSignedUrl(`${id}/notes.txt`, 60);
      const byLink = await fetch(signed.data!.signedUrl);
      expectAttachment(byLink, 'text/plain', 'notes.txt');

      // The learner's own download still gets the bytes.
      const downloaded = await materials.download(`${id}/notes.txt`);
      expect(await downloaded.data?.text()).toBe(page);
      await expectStillServing(stack);
    });

    it('shows a picture in place with nosniff, and a PDF or ?download as an attachment', async () => {
      const { id, client, session } = await newLearner(stack, 'storage-png');
      const pictures = client.storage.from('profile-pictures');
      expect((await pictures.upload(`${id}/avatar.png`, new Blob([pngBytes], { type: 'image/png' }))).error).toBeNull();
      const publicUrl = pictures.getPublicUrl(`${id}/avatar.png`).data.publicUrl;
      const shown = await fetch(publicUrl);
      expectShownInPlace(shown, 'image/png');
      expect(new Uint8Array(await shown.arrayBuffer())).toEqual(pngBytes);
      expectAttachment(await fetch(`${publicUrl}?download=me.png`), 'image/png', 'me.png');

      const materials = client.storage.from('study-materials');
      expect((await materials.upload(`${id}/cells.pdf`, new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }))).error).toBeNull();
      const pdf = await fetch(`${stack.url}/storage/v1/object/authenticated/study-materials/${id}/cells.pdf`, {
        headers: { apikey: stack.anonKey, authorization: `Bearer ${session.access_token}` },
      });
      expectAttachment(pdf, 'application/pdf', 'cells.pdf');
      await expectStillServing(stack);
    });

    it('serves a page declared as a picture as a picture the browser will not sniff into a page', async () => {
      const { id, client } = await newLearner(stack, 'storage-disguised');
      const pictures = client.storage.from('profile-pictures');
      expect((await pictures.upload(`${id}/avatar.png`, new Blob([page], { type: 'image/png' }))).error).toBeNull();
      const served = await fetch(pictures.getPublicUrl(`${id}/avatar.png`).data.publicUrl);
      expectShownInPlace(served, 'image/png');
      // A revalidation (304) says nosniff too.
      const again = await fetch(pictures.getPublicUrl(`${id}/avatar.png`).data.publicUrl, { headers: { 'if-none-match': served.headers.get('etag') ?? '' } });
      expect(again.status).toBe(304);
      expect(again.headers.get('x-content-type-options')).toBe('nosniff');
      await expectStillServing(stack);
    });
  });
});
