import { describe, expect, it } from 'vitest';
import { checkMimeType, type Bucket } from './buckets';
import { parseObjectPath } from './object-path';

describe('parseObjectPath', () => {
  it('splits the bucket from the decoded object name', () => {
    expect(parseObjectPath('study-materials/abc/My%20notes.pdf')).toEqual({ bucket: 'study-materials', name: 'abc/My notes.pdf' });
    expect(parseObjectPath('profile-pictures', { nameRequired: false })).toEqual({ bucket: 'profile-pictures', name: '' });
  });

  it('refuses names that climb out of their folder or are not valid encoding', () => {
    expect(() => parseObjectPath('study-materials/abc/../other/x.pdf')).toThrow();
    expect(() => parseObjectPath('study-materials/%E0%A4%A')).toThrow();
    expect(() => parseObjectPath('study-materials')).toThrow();
  });
});

describe('checkMimeType', () => {
  const bucket: Bucket = { id: 'profile-pictures', public: true, file_size_limit: null, allowed_mime_types: ['image/*', 'application/pdf'] };

  it('accepts listed types and wildcards, ignoring parameters', () => {
    expect(() => checkMimeType(bucket, 'image/png')).not.toThrow();
    expect(() => checkMimeType(bucket, 'application/pdf; charset=binary')).not.toThrow();
    expect(() => checkMimeType({ ...bucket, allowed_mime_types: null }, 'video/mp4')).not.toThrow();
  });

  it('refuses other types as Storage does (400, statusCode 415)', () => {
    expect(() => checkMimeType(bucket, 'text/plain')).toThrow(expect.objectContaining({ status: 400, statusCode: '415' }));
  });
});
