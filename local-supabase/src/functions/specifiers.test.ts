import { describe, expect, it } from 'vitest';
import { parseDotenv } from './function-env';
import { installedPackageFor, isDenoStdHttpServer } from './specifiers';

describe('Deno import specifiers', () => {
  it('maps npm:, jsr: and esm.sh specifiers to installed packages', () => {
    expect(installedPackageFor('npm:@supabase/supabase-js@2')).toBe('@supabase/supabase-js');
    expect(installedPackageFor('jsr:@supabase/supabase-js@2.109.0')).toBe('@supabase/supabase-js');
    expect(installedPackageFor('https://esm.sh/@supabase/supabase-js@2.39.0?target=deno')).toBe('@supabase/supabase-js');
    expect(installedPackageFor('npm:zod@3/v4')).toBe('zod/v4');
    expect(installedPackageFor('https://example.com/mod.ts')).toBeNull();
  });

  it('recognises the std http server of older templates', () => {
    expect(isDenoStdHttpServer('https://deno.land/std@0.168.0/http/server.ts')).toBe(true);
    expect(isDenoStdHttpServer('https://deno.land/std@0.168.0/fs/mod.ts')).toBe(false);
  });
});

describe('parseDotenv', () => {
  it('reads NAME=value lines, quotes, export and comments', () => {
    expect(parseDotenv('# secrets\nA=1\nexport B="two words"\nC=\'x\'\nD=plain # note\nnot a line')).toEqual({
      A: '1',
      B: 'two words',
      C: 'x',
      D: 'plain',
    });
  });
});
