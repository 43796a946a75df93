import type { UnsupportedFeature } from '../server/area';

/** Supabase Storage features the local stack does not have. */
export const UNSUPPORTED_STORAGE: readonly UnsupportedFeature[] = [
  // Resizing needs an image library; a signed URL asking for a transform is refused where it is signed.
  { methods: 'all', paths: ['/render/image/*'], feature: 'image transformations' },
  { methods: 'all', paths: ['/vector', '/vector/*'], feature: 'vector buckets' },
  { methods: 'all', paths: ['/iceberg', '/iceberg/*'], feature: 'analytics buckets' },
  { methods: 'all', paths: ['/cdn', '/cdn/*'], feature: 'purging the CDN cache' },
];
