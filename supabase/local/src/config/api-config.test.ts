import { describe, expect, it } from 'vitest';
import { parseApiSchemas } from './api-config';

describe('parseApiSchemas', () => {
  it('serves the schemas [api] lists, the first one by default', () => {
    expect(parseApiSchemas('[api]\nschemas = ["public", "personal"]\n')).toEqual(['public', 'personal']);
  });

  it('serves public alone when the file names no schemas', () => {
    expect(parseApiSchemas('[auth]\nenabled = true\n')).toEqual(['public']);
    expect(parseApiSchemas('[api]\nport = 54321\n')).toEqual(['public']);
  });

  it('refuses a list that is empty or not of names', () => {
    expect(() => parseApiSchemas('[api]\nschemas = []\n')).toThrow(/schemas must be/);
    expect(() => parseApiSchemas('[api]\nschemas = "public"\n')).toThrow(/schemas must be/);
    expect(() => parseApiSchemas('[api]\nschemas = [1]\n')).toThrow(/schemas must be/);
  });
});
