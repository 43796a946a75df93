import type { UnsupportedFeature } from '../server/area';

/** Supabase Storage features the local stack does not have; its buckets come from migrations. */
export const UNSUPPORTED_STORAGE: readonly UnsupportedFeature[] = [
  { methods: 'all', paths: ['/bucket', '/bucket/*'], feature: 'managing buckets (create them in a migration)' },
  { methods: ['POST'], paths: ['/object/move'], feature: 'moving objects' },
  { methods: ['POST'], paths: ['/object/copy'], feature: 'copying objects' },
  { methods: 'all', paths: ['/object/info/*'], feature: 'object info' },
  { methods: ['POST'], paths: ['/object/list-v2/*'], feature: 'listing objects with list-v2' },
  { methods: 'all', paths: ['/object/upload/sign/*'], feature: 'signed upload URLs' },
];
