/**
 * The bucket API as storage-js calls it (listBuckets, getBucket, createBucket, updateBucket,
 * emptyBucket, deleteBucket) with the service role key, which row-level security lets through,
 * and what a caller without any key is told.
 */
import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { unique } from './support';

/** A fetch that sends a request with neither apikey nor Authorization, as a bare StorageClient does. */
const withoutCredentials: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.delete('apikey');
  headers.delete('authorization');
  return fetch(input, { ...init, headers });
};

describe.each(conformanceStacks)('the bucket API ($name)', (stack) => {
  const storage = clientFor(stack, stack.serviceRoleKey).storage;
  // Created by the "create" test, emptied and deleted by the last two, as the official suite does.
  const deckBucket = unique('revision-decks');

  it(covers('storage-js', 'storageApi › bucket api › Get all buckets', 'lists the buckets, the fixture’s among them'), async () => {
    const { data, error } = await storage.listBuckets();
    expect(error).toBeNull();
    expect(data?.map((bucket) => bucket.id)).toEqual(expect.arrayContaining(['flashcard-decks', 'shared-decks']));
  });

  it(covers('storage-js', 'storageApi › bucket api › Get bucket by id', 'answers one bucket with all its settings'), async () => {
    const { data, error } = await storage.getBucket('flashcard-decks');
    expect(error).toBeNull();
    expect(data).toEqual({
      allowed_mime_types: null,
      created_at: '2021-02-17T04:43:32.770Z',
      file_size_limit: null,
      id: 'flashcard-decks',
      name: 'flashcard-decks',
      owner: '6f1c2a9e-3b7d-4e8a-9c51-2d4b8e7f0a13',
      public: false,
      updated_at: '2021-02-17T04:43:32.770Z',
    });
  });

  it(covers('storage-js', 'storageApi › bucket api › Get bucket with wrong id', 'answers a bucket that does not exist as not found'), async () => {
    const { data, error } = await storage.getBucket('no-such-deck');
    expect(data).toBeNull();
    expect(error?.name).toBe('StorageApiError');
    expect(error?.message).toBe('Bucket not found');
  });

  it(covers('storage-js', 'storageApi › bucket api › create new bucket', 'creates a bucket and answers its name'), async () => {
    const { data, error } = await storage.createBucket(deckBucket);
    expect(error).toBeNull();
    expect(data?.name).toBe(deckBucket);
    expect((await storage.getBucket(deckBucket)).data?.public).toBe(false);
    const again = await storage.createBucket(deckBucket);
    expect(again.error?.message).toBe('The resource already exists');
  });

  it(covers('storage-js', 'storageApi › bucket api › create new public bucket', 'creates a public bucket'), async () => {
    const name = unique('public-decks');
    expect((await storage.createBucket(name, { public: true })).error).toBeNull();
    const { data } = await storage.getBucket(name);
    expect(data?.public).toBe(true);
  });

  it(covers('storage-js', 'storageApi › bucket api › update bucket', 'changes a bucket’s visibility, size limit and allowed types'), async () => {
    const name = unique('photo-decks');
    await storage.createBucket(name);
    const updated = await storage.updateBucket(name, { public: true, fileSizeLimit: '20mb', allowedMimeTypes: ['image/jpeg'] });
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ message: 'Successfully updated' });
    const { data } = await storage.getBucket(name);
    expect(data?.public).toBe(true);
    expect(data?.file_size_limit).toBe(20000000);
    expect(data?.allowed_mime_types).toEqual(['image/jpeg']);
  });

  it(covers('storage-js', 'storageApi › bucket api › partially update bucket', 'changes only the settings an update names'), async () => {
    const name = unique('photo-decks');
    await storage.createBucket(name, { public: true, fileSizeLimit: '20mb', allowedMimeTypes: ['image/jpeg'] });
    const updated = await storage.updateBucket(name, { public: false });
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ message: 'Successfully updated' });
    const { data } = await storage.getBucket(name);
    expect(data?.public).toBe(false);
    expect(data?.file_size_limit).toBe(20000000);
    expect(data?.allowed_mime_types).toEqual(['image/jpeg']);
  });

  it(covers('storage-js', 'storageApi › bucket api › empty bucket', 'empties a bucket of its objects'), async () => {
    const cards = storage.from(deckBucket);
    expect((await cards.upload('biology/cells.txt', 'A cell is the smallest unit of life')).error).toBeNull();
    const { data, error } = await storage.emptyBucket(deckBucket);
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
    expect((await cards.list('biology')).data).toEqual([]);
    expect((await cards.download('biology/cells.txt')).error).not.toBeNull();
  });

  it(covers('storage-js', 'storageApi › bucket api › delete bucket', 'deletes an empty bucket, and refuses one that still holds objects'), async () => {
    const full = unique('full-decks');
    await storage.createBucket(full);
    await storage.from(full).upload('chemistry/atoms.txt', 'Atoms have a nucleus');
    const refused = await storage.deleteBucket(full);
    expect(refused.error?.message).toBe('The bucket you tried to delete is not empty');
    expect((await storage.getBucket(full)).error).toBeNull();

    const { data, error } = await storage.deleteBucket(deckBucket);
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully deleted' });
    expect((await storage.getBucket(deckBucket)).error?.message).toBe('Bucket not found');
  });

  it(
    covers('storage-js', 'storageBucketApi › Bucket API Error Handling › listBuckets › handles missing authorization errors if header is not provided', 'refuses a caller with neither key nor token'),
    async () => {
      const bare = clientFor(stack, stack.anonKey, withoutCredentials).storage;
      const { data, error } = await bare.listBuckets();
      expect(data).toBeNull();
      expect(error?.message).toBe('Invalid Compact JWS');
      await expect(bare.throwOnError().listBuckets()).rejects.toThrow('Invalid Compact JWS');
    },
  );
});
