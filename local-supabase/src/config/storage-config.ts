/** config.toml's [storage] file_size_limit: the largest object any bucket takes. */
export interface StorageConfig {
  /** Bytes. A bucket's own file_size_limit can only be lower. */
  fileSizeLimit: number;
}

const UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 };

/**
 * "50MiB", "10MB", "500KB" or a number of bytes, read as the Supabase CLI reads them: every unit a
 * power of 1024, "MB" the same as "MiB".
 */
export function bytesOf(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?) ?([kmgt]?)i?b?$/i.exec(value.trim()) : null;
  if (!match) throw new Error('config.toml: [storage] file_size_limit must be a size such as "50MiB" or a number of bytes');
  return Math.floor(Number(match[1]) * UNITS[match[2]!.toLowerCase()]!);
}

export function storageConfigOf(storage: Record<string, unknown>): StorageConfig {
  return { fileSizeLimit: storage.file_size_limit === undefined ? bytesOf('50MiB') : bytesOf(storage.file_size_limit) };
}
