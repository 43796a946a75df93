import { describe, expect, it } from 'vitest';
import { parseSupabaseSettings } from './client';

describe('runtime settings served next to the app', () => {
  it('accepts a backend URL and anon key', () => {
    expect(parseSupabaseSettings({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'k' })).toEqual({
      url: 'http://127.0.0.1:54321',
      anonKey: 'k',
    });
  });
  it('refuses a missing key or a URL that is not http(s), naming the field', () => {
    expect(() => parseSupabaseSettings({ supabaseUrl: 'ftp://x', supabaseAnonKey: 'k' })).toThrow(/supabaseUrl/);
    expect(() => parseSupabaseSettings({ supabaseUrl: 'https://x.supabase.co' })).toThrow(/supabaseAnonKey/);
  });
});
