import { describe, expect, it } from 'vitest';
import { HttpError } from '../server/http-error';
import { parseSelect } from './parse-select';

describe('parseSelect', () => {
  it('reads columns, aliases, casts and nested embeds', () => {
    expect(parseSelect('sessionid, name:sessionname, createdat::text, studysessions!inner(sessionid, users(displayname))')).toEqual([
      { kind: 'column', name: 'sessionid', path: [] },
      { kind: 'column', name: 'sessionname', path: [], alias: 'name' },
      { kind: 'column', name: 'createdat', path: [], cast: 'text' },
      {
        kind: 'embed', relation: 'studysessions', inner: true,
        items: [{ kind: 'column', name: 'sessionid', path: [] }, { kind: 'embed', relation: 'users', inner: false, items: [{ kind: 'column', name: 'displayname', path: [] }] }],
      },
    ]);
  });

  it('reads JSON paths, named after their last key', () => {
    expect(parseSelect('content->>title,body:content->body')).toEqual([
      { kind: 'column', name: 'content', path: [{ arrow: '->>', key: 'title' }], alias: 'title' },
      { kind: 'column', name: 'content', path: [{ arrow: '->', key: 'body' }], alias: 'body' },
    ]);
  });

  it('takes a foreign key hint and the star', () => {
    expect(parseSelect('*,owner:users!studysessions_userid_fkey(*)')).toEqual([
      { kind: 'star' },
      { kind: 'embed', relation: 'users', alias: 'owner', hint: 'studysessions_userid_fkey', inner: false, items: [{ kind: 'star' }] },
    ]);
  });

  it('reads aggregates, counts, spreads and an embed with no columns', () => {
    expect(parseSelect('total:minutes.sum()::text, count(), ...users(displayname), users()')).toEqual([
      { kind: 'column', name: 'minutes', path: [], alias: 'total', aggregate: 'sum', aggregateCast: 'text' },
      { kind: 'count' },
      { kind: 'embed', relation: 'users', inner: false, spread: true, items: [{ kind: 'column', name: 'displayname', path: [] }] },
      { kind: 'embed', relation: 'users', inner: false, items: [] },
    ]);
  });

  it.each(['a,,b', 'rel(a', 'a)', 'x::regclass', 'a;drop table users', '...a', 'a.sum()::regclass', '"unterminated', 'a!b!c!d(x)'])(
    'refuses %s with a 400 PGRST100',
    (text) => {
      const error = (() => {
        try {
          parseSelect(text);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).code).toBe('PGRST100');
    },
  );
});
