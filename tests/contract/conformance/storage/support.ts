import type { SupabaseClient } from '@supabase/supabase-js';

/** A name no other test (or earlier run) uses: buckets and object paths of one test. */
export function unique(name: string): string {
  return `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** A photo of a flashcard: 5 KB of JPEG-looking bytes, over a 1 KB limit and under 1 MB. */
export const cardPhoto = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024, 7), Buffer.from([0xff, 0xd9])]);

/** Notes typed by a learner. */
export const notesText = 'Mitochondria make the cell’s energy.\n';

/** A new public bucket (as the official suite makes one per test), with the service role. */
export async function newBucket(service: SupabaseClient, prefix = 'cards', options: { public?: boolean } = { public: true }) {
  const name = unique(prefix);
  const { error } = await service.storage.createBucket(name, { public: options.public ?? true });
  if (error) throw error;
  return name;
}
