import { describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE } from '@aayra/supabase/study-file-messages';
import { storageRefusal } from './upload-study-file';

describe('what the learner is told when Storage refuses a file', () => {
  it('knows a refused file type by Storage\'s error code, whatever its message says', () => {
    const refused = (message: string) => JSON.stringify({ statusCode: '415', error: 'invalid_mime_type', message });
    expect(storageRefusal(400, refused('mime type video/mp4 is not supported'))).toBe('Aayra cannot store this kind of file.');
    expect(storageRefusal(400, refused('Content type not allowed'))).toBe('Aayra cannot store this kind of file.');
  });

  it('says a file is too large by the status, and keeps the general sentence for a server error or a non-JSON answer', () => {
    expect(storageRefusal(413, '')).toBe(FILE_TOO_LARGE);
    expect(storageRefusal(500, JSON.stringify({ error: 'internal', message: 'stack trace here' }))).toBe('This file could not be stored. Please try again.');
    expect(storageRefusal(502, '<html>Bad gateway</html>')).toBe('This file could not be stored. Please try again.');
  });
});
