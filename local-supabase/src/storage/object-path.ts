import { StorageError } from './storage-error';

export interface ObjectPath {
  bucket: string;
  /** The object's name inside its bucket: "<learner id>/notes.pdf". */
  name: string;
}

/** "bucket/folder/file.pdf" (still URL-encoded, as it came in the request path). */
export function parseObjectPath(encoded: string, { nameRequired = true } = {}): ObjectPath {
  let segments: string[];
  try {
    segments = encoded.split('/').filter((segment) => segment !== '').map(decodeURIComponent);
  } catch {
    throw new StorageError(400, 'InvalidKey', 'Invalid key: the path is not valid URL encoding');
  }
  const [bucket = '', ...nameSegments] = segments;
  const name = nameSegments.join('/');
  if (!bucket) throw new StorageError(400, 'InvalidBucketName', 'A bucket is required');
  if (nameRequired && !name) throw new StorageError(400, 'InvalidKey', 'An object name is required');
  // eslint-disable-next-line no-control-regex
  if (nameSegments.some((segment) => segment === '.' || segment === '..') || /[\u0000-\u001f]/.test(name)) {
    throw new StorageError(400, 'InvalidKey', `Invalid key: ${name}`);
  }
  return { bucket, name };
}
