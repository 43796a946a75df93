/**
 * What storage-js does with objects once they are stored: list (v1 and v2, with folders and
 * pages), move and copy (within a bucket and into another), download (whole or as a stream),
 * remove, info and exists. With the service role key, as the official suite runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { cardPhoto, newBucket, notesText, unique } from './support';

const FILES = 'storageFileApi › Object API › File operations';
const FETCH_PARAMETERS = 'storageFileApi › download with fetch parameters';

describe.each(conformanceStacks)('objects once stored ($name)', (stack) => {
  const service = clientFor(stack, stack.serviceRoleKey);
  let bucket: string;
  const cards = () => service.storage.from(bucket);

  beforeAll(async () => {
    bucket = await newBucket(service, 'file-operations');
  });

  /** Uploads the card photo under a folder of the test's own; answers the folder and the path. */
  async function storedPhoto(name = 'cell.jpg') {
    const folder = unique('biology');
    const path = `${folder}/${name}`;
    const { error } = await cards().upload(path, cardPhoto);
    expect(error).toBeNull();
    return { folder, path };
  }

  it(covers('storage-js', `${FILES} › list objects`, 'lists the files of a folder with their ids, metadata and dates'), async () => {
    const { folder } = await storedPhoto();
    const { data, error } = await cards().list(folder);
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ name: 'cell.jpg', id: expect.any(String), metadata: expect.objectContaining({ size: cardPhoto.length }) })]);
    expect(data?.[0]?.updated_at).not.toBeNull();
    expect(data?.[0]?.created_at).not.toBeNull();
  });

  it(covers('storage-js', `${FILES} › list objects V2`, 'lists every object under a prefix by its whole name'), async () => {
    const { folder, path } = await storedPhoto();
    const { data, error } = await cards().listV2({ prefix: folder });
    expect(error).toBeNull();
    expect(data).toEqual(expect.objectContaining({ hasNext: false, folders: [], objects: [expect.objectContaining({ name: path, id: expect.any(String) })] }));
  });

  it(covers('storage-js', `${FILES} › list objects V2 - folders`, 'lists the folders at the top of a bucket'), async () => {
    const ownBucket = await newBucket(service, 'folders');
    await service.storage.from(ownBucket).upload('chemistry/atoms.jpg', cardPhoto);
    const { data, error } = await service.storage.from(ownBucket).listV2({ with_delimiter: true });
    expect(error).toBeNull();
    expect(data).toEqual(expect.objectContaining({ hasNext: false, folders: [expect.objectContaining({ key: 'chemistry', name: 'chemistry/' })], objects: [] }));
  });

  it(covers('storage-js', `${FILES} › list objects V2 - paginated`, 'pages through a folder by name or by date, either way'), async () => {
    const folder = unique('revision');
    const suffixes = ['zz', 'bb', 'xx', 'ww', 'cc', 'aa', 'yy', 'oo'];
    for (const suffix of suffixes) {
      expect((await cards().upload(`${folder}/card-${suffix}.jpg`, cardPhoto)).error).toBeNull();
    }
    const orders = [
      { expected: [...suffixes].sort(), sortBy: undefined },
      { expected: [...suffixes].sort().reverse(), sortBy: { column: 'name', order: 'desc' } },
      { expected: [...suffixes], sortBy: { column: 'created_at', order: 'asc' } },
      { expected: [...suffixes].reverse(), sortBy: { column: 'created_at', order: 'desc' } },
    ] as const;
    for (const { expected, sortBy } of orders) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      let hasNext = true;
      while (hasNext) {
        const { data, error } = await cards().listV2({ prefix: `${folder}/`, with_delimiter: true, limit: 2, ...(cursor ? { cursor } : {}), ...(sortBy ? { sortBy } : {}) });
        expect(error).toBeNull();
        expect(data?.objects).toHaveLength(2);
        seen.push(...data!.objects.map((object) => object.name));
        hasNext = data!.hasNext;
        cursor = data!.nextCursor;
        pages += 1;
      }
      expect(pages).toBe(4);
      expect(seen, JSON.stringify(sortBy)).toEqual(expected.map((suffix) => `${folder}/card-${suffix}.jpg`));
    }
  });

  it(covers('storage-js', `${FILES} › move object to different path`, 'moves an object to another name'), async () => {
    const { folder, path } = await storedPhoto();
    const { data, error } = await cards().move(path, `${folder}/moved.jpg`);
    expect(error).toBeNull();
    expect(data?.message).toBe('Successfully moved');
    expect((await cards().exists(path)).data).toBe(false);
    const moved = await cards().download(`${folder}/moved.jpg`);
    expect(Buffer.from(await moved.data!.arrayBuffer())).toEqual(cardPhoto);
    await expect(cards().throwOnError().move(`${folder}/no-such-card.jpg`, `${folder}/elsewhere.jpg`)).rejects.toThrow('Object not found');
  });

  it(covers('storage-js', `${FILES} › move object across buckets in different path`, 'moves an object into another bucket'), async () => {
    const { path } = await storedPhoto();
    const target = `${unique('moved')}/cell.jpg`;
    const { data, error } = await cards().move(path, target, { destinationBucket: 'shared-decks' });
    expect(error).toBeNull();
    expect(data?.message).toBe('Successfully moved');
    const moved = await service.storage.from('shared-decks').download(target);
    expect(moved.error).toBeNull();
    expect(Buffer.from(await moved.data!.arrayBuffer())).toEqual(cardPhoto);
    expect((await cards().exists(path)).data).toBe(false);
  });

  it(covers('storage-js', `${FILES} › copy object to different path`, 'copies an object to another name, keeping the original'), async () => {
    const { folder, path } = await storedPhoto();
    const { data, error } = await cards().copy(path, `${folder}/copy.jpg`);
    expect(error).toBeNull();
    expect(data?.path).toBe(`${bucket}/${folder}/copy.jpg`);
    const copy = await cards().download(`${folder}/copy.jpg`);
    expect(Buffer.from(await copy.data!.arrayBuffer())).toEqual(cardPhoto);
    expect((await cards().exists(path)).data).toBe(true);
  });

  it(covers('storage-js', `${FILES} › copy object across buckets to different path`, 'copies an object into another bucket'), async () => {
    const { path } = await storedPhoto();
    const target = `${unique('copied')}/cell.jpg`;
    const { data, error } = await cards().copy(path, target, { destinationBucket: 'shared-decks' });
    expect(error).toBeNull();
    expect(data?.path).toBe(`shared-decks/${target}`);
    const copy = await service.storage.from('shared-decks').download(target);
    expect(Buffer.from(await copy.data!.arrayBuffer())).toEqual(cardPhoto);
  });

  it(covers('storage-js', `${FILES} › downloads an object`, 'downloads an object with the type it was uploaded with'), async () => {
    const { path } = await storedPhoto();
    const { data, error } = await cards().download(path);
    expect(error).toBeNull();
    expect(data?.size).toBe(cardPhoto.length);
    // supabase-js sends a Buffer as text/plain unless told otherwise; the type comes back as sent.
    expect(data?.type).toBe('text/plain;charset=utf-8');
    await expect(cards().throwOnError().download('no-such-card.jpg')).rejects.toThrow();
  });

  it(covers('storage-js', `${FILES} › downloads an object as a stream`, 'downloads an object as a stream'), async () => {
    const { path } = await storedPhoto();
    const { data, error } = await cards().download(path).asStream();
    expect(error).toBeNull();
    const bytes = Buffer.from(await new Response(data as ReadableStream).arrayBuffer());
    expect(bytes).toEqual(cardPhoto);
    await expect(cards().throwOnError().download('no-such-card.jpg').asStream()).rejects.toThrow();
  });

  it(covers('storage-js', `${FILES} › removes an object`, 'removes an object and answers it'), async () => {
    const { path } = await storedPhoto();
    const { data, error } = await cards().remove([path]);
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ name: path, id: expect.any(String), bucket_id: bucket })]);
    expect((await cards().exists(path)).data).toBe(false);
  });

  it(covers('storage-js', `${FILES} › get object info`, 'answers what is known of an object without its bytes'), async () => {
    const { path } = await storedPhoto();
    const { data, error } = await cards().info(path);
    expect(error).toBeNull();
    expect(data).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        name: path,
        bucketId: bucket,
        createdAt: expect.any(String),
        cacheControl: 'max-age=3600',
        size: cardPhoto.length,
        etag: expect.any(String),
        lastModified: expect.any(String),
        contentType: 'text/plain;charset=UTF-8',
        metadata: {},
        version: expect.any(String),
      }),
    );
    expect(data).not.toHaveProperty('updatedAt');
    await expect(cards().throwOnError().info('no-such-card.jpg')).rejects.toThrow();
  });

  it(covers('storage-js', `${FILES} › check if object exists`, 'tells whether an object exists'), async () => {
    const { path } = await storedPhoto();
    const found = await cards().exists(path);
    expect(found.error).toBeNull();
    expect(found.data).toBe(true);
    expect((await cards().exists('no-such-card.jpg')).data).toBe(false);
    await expect(cards().throwOnError().exists('no-such-card.jpg')).rejects.toThrow();
  });

  it(
    covers('storage-js', 'storageFileApi › Object API › Transformations › download with empty transform object does not use render endpoint', 'downloads the object itself when the transform asks for nothing'),
    async () => {
      const path = `${unique('notes')}/cells.txt`;
      await cards().upload(path, Buffer.from(notesText));
      const { data, error } = await cards().download(path, { transform: {} });
      expect(error).toBeNull();
      expect(await data?.text()).toBe(notesText);
    },
  );

  it(covers('storage-js', `${FETCH_PARAMETERS} › download with abort signal`, 'gives up a download the caller aborted'), async () => {
    const { path } = await storedPhoto();
    const aborted = new AbortController();
    aborted.abort();
    const { data, error } = await cards().download(path, {}, { signal: aborted.signal });
    expect(data).toBeNull();
    expect(error?.message).toContain('abort');
  });

  it(
    covers('storage-js', [`${FETCH_PARAMETERS} › download with cache control`, `${FETCH_PARAMETERS} › download with cacheNonce querystring`], "downloads with the caller's cache mode and with a cache nonce in the address"),
    async () => {
      const { path } = await storedPhoto();
      const requests: { url: string; init?: RequestInit }[] = [];
      const recording: typeof fetch = (input, init) => {
        requests.push({ url: String(input instanceof Request ? input.url : input), init });
        return fetch(input, init);
      };
      const recorded = clientFor(stack, stack.serviceRoleKey, recording).storage.from(bucket);
      const noStore = await recorded.download(path, {}, { cache: 'no-store' });
      expect(noStore.error).toBeNull();
      expect(Buffer.from(await noStore.data!.arrayBuffer())).toEqual(cardPhoto);
      expect(requests.at(-1)).toMatchObject({ url: expect.stringContaining(path), init: expect.objectContaining({ cache: 'no-store' }) });

      const cacheNonce = Date.now().toString();
      const nonce = await recorded.download(path, { cacheNonce });
      expect(nonce.error).toBeNull();
      expect(Buffer.from(await nonce.data!.arrayBuffer())).toEqual(cardPhoto);
      expect(requests.at(-1)).toMatchObject({ url: expect.stringContaining(`/${bucket}/${path}?cacheNonce=${cacheNonce}`), init: expect.objectContaining({ method: 'GET' }) });
    },
  );

  it(covers('storage-js', `${FETCH_PARAMETERS} › download without parameters (backward compatibility)`, 'downloads with no options at all'), async () => {
    const { path } = await storedPhoto();
    const { data, error } = await cards().download(path);
    expect(error).toBeNull();
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(cardPhoto);
  });
});
