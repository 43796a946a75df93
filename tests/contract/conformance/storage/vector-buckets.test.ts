/**
 * Vector buckets (storage.vectors: buckets, indexes and the vectors in them) are not in the local
 * stack: every call answers 501 naming vector buckets, never an empty list or a silent success.
 * The official suites run these against a real vector service (USE_MOCK_SERVER=false).
 */
import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { refusesAsNotSupported } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { unique } from './support';

const BUCKETS = 'bucket-api › VectorBucketApi Integration Tests › ';
const INDEXES = 'index-api › VectorIndexApi Integration Tests › ';
const VECTORS = 'vector-data-api › VectorDataApi Integration Tests › ';
const REFUSAL = { status: 501, message: 'The local stack does not support vector buckets' };

/** The status and message of a refusal, whichever client raised it. */
function refusal(result: { data: unknown; error: unknown }) {
  const e = result.error as { status?: number; statusCode?: string | number; message?: string } | null;
  return { data: result.data, status: Number(e?.status ?? e?.statusCode), message: e?.message };
}

const refused = { data: null, ...REFUSAL };
const named = (prefix: string, titles: string[]) => titles.map((title) => `${prefix}${title}`);

describe.each(conformanceStacks)('vector buckets ($name)', (stack) => {
  const vectors = clientFor(stack, stack.serviceRoleKey).storage.vectors;

  it(
    refusesAsNotSupported(
      'storage-js',
      named(BUCKETS, [
        'createBucket › should create a new vector bucket successfully',
        'createBucket › should return conflict error when bucket already exists',
        'createBucket › should create multiple buckets with different names',
        'getBucket › should retrieve an existing bucket',
        'getBucket › should return not found error for non-existent bucket',
        'getBucket › should return bucket with encryption configuration if set',
        'listBuckets › should list all buckets',
        'listBuckets › should filter buckets by prefix',
        'listBuckets › should support pagination with maxResults',
        'listBuckets › should return empty array when no buckets match prefix',
        'deleteBucket › should delete an empty bucket successfully',
        'deleteBucket › should return not found error for non-existent bucket',
        'deleteBucket › should return error when bucket is not empty',
        'deleteBucket › should successfully delete bucket after removing all indexes',
        'throwOnError mode › should still return data on success',
      ]),
      'refuses to create, read, list or delete a vector bucket, naming vector buckets',
    ),
    async () => {
      const name = unique('flashcard-embeddings');
      expect(refusal(await vectors.createBucket(name))).toEqual(refused);
      expect(refusal(await vectors.getBucket(name))).toEqual(refused);
      expect(refusal(await vectors.listBuckets({ prefix: 'flashcard', maxResults: 2 }))).toEqual(refused);
      expect(refusal(await vectors.deleteBucket(name))).toEqual(refused);
      await expect(vectors.throwOnError().createBucket(name)).rejects.toThrow(REFUSAL.message);
    },
  );

  it(
    refusesAsNotSupported(
      'storage-js',
      named(INDEXES, [
        'createIndex › should create a new index with all required parameters',
        'createIndex › should create index with euclidean distance metric',
        'createIndex › should create index with dotproduct distance metric',
        'createIndex › should create index with metadata configuration',
        'createIndex › should return conflict error when index already exists',
        'createIndex › should return not found error when bucket does not exist',
        'createIndex › should create multiple indexes in the same bucket',
        'createIndex › should create indexes with different dimensions',
        'getIndex › should retrieve an existing index',
        'getIndex › should retrieve index with metadata configuration',
        'getIndex › should return not found error for non-existent index',
        'getIndex › should return not found error when bucket does not exist',
        'listIndexes › should list all indexes in a bucket',
        'listIndexes › should filter indexes by prefix',
        'listIndexes › should support pagination with maxResults',
        'listIndexes › should return empty array when no indexes exist',
        'listIndexes › should return not found error when bucket does not exist',
        'deleteIndex › should delete an index successfully',
        'deleteIndex › should delete index with vectors',
        'deleteIndex › should return not found error for non-existent index',
        'deleteIndex › should return not found error when bucket does not exist',
      ]),
      'refuses to create, read, list or delete an index, naming vector buckets',
    ),
    async () => {
      const bucket = vectors.from(unique('flashcard-embeddings'));
      for (const distanceMetric of ['cosine', 'euclidean', 'dotproduct'] as const) {
        const created = await bucket.createIndex({ indexName: `cards-${distanceMetric}`, dataType: 'float32', dimension: 3, distanceMetric, metadataConfiguration: { nonFilterableMetadataKeys: ['source'] } });
        expect(refusal(created)).toEqual(refused);
      }
      expect(refusal(await bucket.getIndex('cards-cosine'))).toEqual(refused);
      expect(refusal(await bucket.listIndexes({ prefix: 'cards', maxResults: 2 }))).toEqual(refused);
      expect(refusal(await bucket.deleteIndex('cards-cosine'))).toEqual(refused);
    },
  );

  it(
    refusesAsNotSupported(
      'storage-js',
      named(VECTORS, [
          'putVectors › should insert a single vector successfully',
          'putVectors › should insert multiple vectors in batch',
          'putVectors › should insert vector without metadata',
          'putVectors › should upsert (update existing vector)',
          'putVectors › should insert vectors with complex metadata',
          'putVectors › should return not found error when bucket does not exist',
          'putVectors › should return not found error when index does not exist',
          'putVectors › should handle batch size limits',
          'getVectors › should retrieve vectors by keys',
          'getVectors › should retrieve vectors with data',
          'getVectors › should retrieve vectors with metadata only',
          'getVectors › should retrieve vectors with keys only',
          'getVectors › should return empty array for non-existent keys',
          'getVectors › should retrieve mix of existing and non-existent keys',
          'listVectors › should list all vectors in index',
          'listVectors › should list vectors with data',
          'listVectors › should list vectors with metadata only',
          'listVectors › should support pagination with maxResults',
          'listVectors › should return empty array for empty index',
          'queryVectors › should query for similar vectors',
          'queryVectors › should return vectors with distance scores',
          'queryVectors › should filter by metadata',
          'queryVectors › should filter by multiple metadata fields',
          'queryVectors › should respect topK parameter',
          'queryVectors › should return empty matches when filter matches nothing',
          'queryVectors › should query without metadata in results',
          'deleteVectors › should delete a single vector',
          'deleteVectors › should delete multiple vectors',
          'deleteVectors › should succeed when deleting non-existent keys',
          'deleteVectors › should handle batch deletion limits',
          'deleteVectors › should return not found error when bucket does not exist',
          'deleteVectors › should return not found error when index does not exist',
        'Batch operations › should handle large batch inserts efficiently',
      ]),
      'refuses to put, get, list, query or delete vectors, naming vector buckets',
    ),
    async () => {
      const cards = vectors.from(unique('flashcard-embeddings')).index('cards');
      const vector = { key: 'mitochondria', data: { float32: [0.1, 0.2, 0.3] }, metadata: { subject: 'biology' } };
      expect(refusal(await cards.putVectors({ vectors: [vector] }))).toEqual(refused);
      expect(refusal(await cards.getVectors({ keys: ['mitochondria'], returnData: true, returnMetadata: true }))).toEqual(refused);
      expect(refusal(await cards.listVectors({ maxResults: 2, returnData: true, returnMetadata: true }))).toEqual(refused);
      expect(refusal(await cards.queryVectors({ queryVector: { float32: [0.1, 0.2, 0.3] }, topK: 2, filter: { subject: 'biology' }, returnDistance: true, returnMetadata: true }))).toEqual(refused);
      expect(refusal(await cards.deleteVectors({ keys: ['mitochondria'] }))).toEqual(refused);
    },
  );
});
