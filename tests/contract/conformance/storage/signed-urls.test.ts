/**
 * Signed URLs as storage-js makes them: one or several, with a download name, and each one
 * fetched to show it serves the object's bytes. With the service role key, as the official suite
 * runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { cardPhoto, newBucket, unique } from './support';

const URLS = 'storageFileApi › Object API › Generate urls';

describe.each(conformanceStacks)('signed URLs ($name)', (stack) => {
  const service = clientFor(stack, stack.serviceRoleKey);
  const storageUrl = `${stack.url}/storage/v1`;
  let bucket: string;
  const cards = () => service.storage.from(bucket);

  beforeAll(async () => {
    bucket = await newBucket(service, 'signed');
  });

  async function storedPhoto() {
    const path = `${unique('biology')}/cell.jpg`;
    expect((await cards().upload(path, cardPhoto)).error).toBeNull();
    return path;
  }

  /** What a signed URL serves: its status, bytes and Content-Disposition. */
  async function follow(url: string) {
    const response = await fetch(url);
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), disposition: response.headers.get('content-disposition') };
  }

  it(covers('storage-js', `${URLS} › sign url`, 'signs a URL that serves the object, and refuses to sign a missing one'), async () => {
    const path = await storedPhoto();
    const { data, error } = await cards().createSignedUrl(path, 2000);
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain(`${storageUrl}/object/sign/${bucket}/${path}`);
    expect(data?.signedUrl).not.toMatch(/&$/);
    expect(await follow(data!.signedUrl)).toMatchObject({ status: 200, bytes: cardPhoto });
    await expect(cards().throwOnError().createSignedUrl('no-such-card.jpg', 2000)).rejects.toThrow();
  });

  it(covers('storage-js', `${URLS} › sign url with download querystring parameter`, 'signs a URL that makes the browser save the file'), async () => {
    const path = await storedPhoto();
    const { data, error } = await cards().createSignedUrl(path, 2000, { download: true });
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain(`${storageUrl}/object/sign/${bucket}/${path}`);
    expect(data?.signedUrl).toContain('&download=');
    expect(await follow(data!.signedUrl)).toMatchObject({ status: 200, disposition: "attachment; filename*=UTF-8''cell.jpg" });
  });

  it(covers('storage-js', `${URLS} › sign url with empty transform object uses object endpoint`, 'signs the object itself when the transform asks for nothing'), async () => {
    const path = await storedPhoto();
    const { data, error } = await cards().createSignedUrl(path, 2000, { transform: {} });
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain(`${storageUrl}/object/sign/${bucket}/${path}`);
    expect(await follow(data!.signedUrl)).toMatchObject({ status: 200, bytes: cardPhoto });
  });

  it(covers('storage-js', `${URLS} › sign url with custom filename for download`, 'signs a URL that saves the file under a name of the caller’s choice'), async () => {
    const path = await storedPhoto();
    const { data, error } = await cards().createSignedUrl(path, 2000, { download: 'mitochondria.jpg' });
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain(`${storageUrl}/object/sign/${bucket}/${path}`);
    expect(data?.signedUrl).toContain('&download=mitochondria.jpg');
    expect(await follow(data!.signedUrl)).toMatchObject({ status: 200, disposition: "attachment; filename*=UTF-8''mitochondria.jpg" });
  });

  it(covers('storage-js', `${URLS} › sign urls without querystring`, 'signs several objects at once'), async () => {
    const path = await storedPhoto();
    const { data, error } = await cards().createSignedUrls([path, 'no-such-card.jpg'], 2000);
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(data?.[0]?.error).toBeNull();
    expect(data?.[0]?.signedUrl).toContain(`${storageUrl}/object/sign/${bucket}/${path}`);
    expect(data?.[0]?.signedUrl).not.toMatch(/&$/);
    expect(await follow(String(data?.[0]?.signedUrl))).toMatchObject({ status: 200, bytes: cardPhoto });
    expect(data?.[1]).toMatchObject({ path: 'no-such-card.jpg', signedUrl: null, error: expect.any(String) });
  });
});
