import { describe, expect, it } from 'vitest';
import type { HttpError } from '../server/http-error';
import { checkRegexFilter } from './regex-cost';

function refusal(pattern: string): HttpError | null {
  try {
    checkRegexFilter(pattern);
    return null;
  } catch (error) {
    return error as HttpError;
  }
}

describe('checkRegexFilter', () => {
  it('lets everyday patterns through', () => {
    for (const pattern of ['^Chem', 'acid(s|ic)?$', '[[:alpha:]]+ [0-9]{4}', 'a{1,255}', '(?i)^bio', '(?:ab|cd){1,50}', '***=(a{1,200}){1,200}', '[]a-z]{3}', '\\d+\\.\\d*']) {
      expect(refusal(pattern), pattern).toBeNull();
    }
  });

  it('refuses nested bounds that multiply into a huge pattern, as Postgres words it (2201B)', () => {
    for (const pattern of ['(a{1,200}){1,200}b', '((a{1,50}){1,50}){1,50}', '(?:a{1,20}){1,20}', '(a|aa|aaa|aaaa){1,64}z', 'a{1,200}b{1,200}', '***:(a{1,200}){1,200}b', '(?=(a{1,30}){1,30})']) {
      const error = refusal(pattern);
      expect(error, pattern).toMatchObject({ status: 400, code: '2201B', message: 'invalid regular expression: regular expression is too complex' });
    }
  });

  it('counts brackets and escapes as one atom, so they cannot hide a group', () => {
    expect(refusal('[(](a{1,200}){1,200}')).toMatchObject({ code: '2201B' });
    expect(refusal('\\((a{1,200}){1,200}')).toMatchObject({ code: '2201B' });
    expect(refusal('[[:alpha:]()](a{1,200}){1,200}')).toMatchObject({ code: '2201B' });
  });

  it('refuses back-references, other syntaxes, expanded mode and overlong patterns', () => {
    expect(refusal('(a*)*\\1b')?.message).toMatch(/back-references/);
    expect(refusal('(?b)\\(a\\{1,200\\}\\)\\{1,200\\}')?.message).toMatch(/options/);
    expect(refusal('(?x)(a{1,200} # )\n){1,200}')?.message).toMatch(/options/);
    expect(refusal('a'.repeat(513))?.message).toMatch(/longer than 512/);
  });
});
