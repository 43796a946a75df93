/**
 * Storage features the local stack does not have answer 501 with a message naming the feature,
 * never a silent difference: image transformations (resizing needs an image library), vector
 * and analytics buckets, CDN purges. What works around them (the cache nonce on plain URLs) is
 * checked here too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { refusesAsNotSupported } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { cardPhoto, newBucket, unique } from './support';

const TRANSFORMS = 'image transformations';
const E2E = 'e2e-workflow › End-to-End Workflow Tests';

/** The status and message of a refusal, whichever client raised it. */
function refusal(error: unknown) {
  const e = error as { status?: number; message?: string } | null;
  return { status: e?.status, message: e?.message };
}

const notSupported = (feature: string) => ({ status: 501, message: `The local stack does not support ${feature}` });

describe.each(conformanceStacks)('storage features the local stack does not have ($name)', (stack) => {
  const service = clientFor(stack, stack.serviceRoleKey);
  let bucket: string;
  let path: string;
  const cards = () => service.storage.from(bucket);

  beforeAll(async () => {
    bucket = await newBucket(service, 'transforms');
    path = `${unique('biology')}/cell.jpg`;
    const { error } = await cards().upload(path, cardPhoto, { contentType: 'image/jpeg' });
    if (error) throw error;
  });

  it(
    refusesAsNotSupported(
      'storage-js',
      ['storageFileApi › Object API › Generate urls › sign url with transform options', 'storageFileApi › Object API › will get a signed transformed image'],
      'refuses to sign a URL for a resized image, naming image transformations',
    ),
    async () => {
      const { data, error } = await cards().createSignedUrl(path, 2000, { download: true, transform: { width: 100, height: 100 } });
      expect(data).toBeNull();
      expect(refusal(error)).toEqual(notSupported(TRANSFORMS));
      const rendered = await fetch(`${stack.url}/storage/v1/render/image/sign/${bucket}/${path}?token=any`);
      expect(rendered.status).toBe(501);
      expect(await rendered.json()).toMatchObject({ statusCode: '501', error: 'not_implemented', message: notSupported(TRANSFORMS).message });
    },
  );

  it(
    refusesAsNotSupported(
      'storage-js',
      [
        'storageFileApi › Object API › Transformations › will download an authenticated transformed file',
        'storageFileApi › download with fetch parameters › download with transform and fetch parameters',
      ],
      'refuses to download a resized image, naming image transformations',
    ),
    async () => {
      const plain = await cards().download(path, { transform: { width: 200, height: 200 } });
      expect(plain.data).toBeNull();
      expect(refusal(plain.error)).toEqual(notSupported(TRANSFORMS));
      const withFetchOptions = await cards().download(path, { transform: { width: 100, height: 100 } }, { signal: new AbortController().signal, cache: 'no-store' });
      expect(refusal(withFetchOptions.error)).toEqual(notSupported(TRANSFORMS));
    },
  );

  it(
    refusesAsNotSupported('storage-js', 'storageFileApi › Object API › will append a cacheNonce parameter', 'keeps the cache nonce on plain signed URLs and downloads; a resized one is refused'),
    async () => {
      const cacheNonce = Date.now().toString();
      const resized = await cards().createSignedUrl(path, 60000, { transform: { width: 200, height: 200, quality: 60 }, cacheNonce });
      expect(refusal(resized.error)).toEqual(notSupported(TRANSFORMS));

      const signed = await cards().createSignedUrl(path, 60000, { cacheNonce });
      expect(signed.error).toBeNull();
      expect(new URL(signed.data!.signedUrl).searchParams.get('cacheNonce')).toBe(cacheNonce);
      expect((await fetch(signed.data!.signedUrl)).status).toBe(200);

      const downloaded = await cards().download(path, { cacheNonce });
      expect(downloaded.error).toBeNull();
      expect(downloaded.data?.size).toBe(cardPhoto.length);

      for (const options of [{ cacheNonce }, { cacheNonce, download: true }]) {
        const { data, error } = await cards().createSignedUrls([path], 60000, options);
        expect(error).toBeNull();
        expect(data?.[0]?.error).toBeNull();
        const url = new URL(String(data?.[0]?.signedUrl));
        expect(url.searchParams.get('cacheNonce')).toBe(cacheNonce);
        expect(url.searchParams.has('token')).toBe(true);
      }
    },
  );

  it(
    refusesAsNotSupported(
      'storage-js',
      [
        `${E2E} › Complete Vector Search Workflow › should complete full workflow: create bucket, index, insert, query, delete`,
        `${E2E} › Multi-Index Workflow › should manage multiple indexes in the same bucket`,
        `${E2E} › Semantic Search Workflow › should perform semantic search with metadata filtering`,
        `${E2E} › Batch Processing Workflow › should handle large-scale batch operations`,
        `${E2E} › Error Recovery Workflow › should handle errors gracefully and allow recovery`,
      ],
      'refuses vector buckets and their indexes, naming vector buckets',
    ),
    async () => {
      const vectors = service.storage.vectors;
      const name = unique('flashcard-embeddings');
      const created = await vectors.createBucket(name);
      expect(refusal(created.error)).toEqual(notSupported('vector buckets'));
      expect(refusal((await vectors.listBuckets()).error)).toEqual(notSupported('vector buckets'));
      const index = await vectors.from(name).createIndex({ indexName: 'cards', dataType: 'float32', dimension: 3, distanceMetric: 'cosine' });
      expect(refusal(index.error)).toEqual(notSupported('vector buckets'));
      const query = await vectors.from(name).index('cards').queryVectors({ queryVector: { float32: [0.1, 0.2, 0.3] }, topK: 1 });
      expect(refusal(query.error)).toEqual(notSupported('vector buckets'));
    },
  );

  // Not among the official suite's server behaviours (its tests of these stub fetch), but refused all the same.
  it('refuses CDN purges and analytics buckets, naming each', async () => {
    expect(refusal((await cards().purgeCache(path)).error)).toEqual(notSupported('purging the CDN cache'));
    expect(refusal((await service.storage.purgeBucketCache(bucket)).error)).toEqual(notSupported('purging the CDN cache'));
    expect(refusal((await service.storage.analytics.createBucket(unique('study-analytics'))).error)).toEqual(notSupported('analytics buckets'));
    expect(refusal((await service.storage.analytics.listBuckets()).error)).toEqual(notSupported('analytics buckets'));
  });
});
