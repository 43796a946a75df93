import { describe, expect, it } from 'vitest';
import { isEmail } from './users';

describe('an e-mail address as Supabase Auth checks it', () => {
  it('accepts the usual shapes and refuses characters an unquoted address cannot hold', () => {
    for (const good of ['amara@example.com', 'bilal.chen+decks@study.example.co']) expect(isEmail(good)).toBe(true);
    for (const bad of ['amara:;notes@x.x', 'a', 'invalid-email', 'dana@', 'chen@localhost', 'two@@example.com']) expect(isEmail(bad)).toBe(false);
  });
});
