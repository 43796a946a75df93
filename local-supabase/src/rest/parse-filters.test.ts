import { describe, expect, it } from 'vitest';
import { parseFilterParam } from './parse-filters';
import { parseOrder } from './parse-order';
import { parseQuery } from './parse-query';

describe('parseFilterParam', () => {
  it('reads operators, negation and quoted in-lists', () => {
    expect(parseFilterParam('status', 'eq.completed')).toEqual({ kind: 'condition', column: 'status', path: [], operator: 'eq', negate: false, value: 'completed' });
    expect(parseFilterParam('topicname', 'not.ilike.*math*')).toMatchObject({ operator: 'ilike', negate: true, value: '*math*' });
    expect(parseFilterParam('status', 'in.(incomplete,"a,b",validating)')).toMatchObject({ value: ['incomplete', 'a,b', 'validating'] });
    expect(parseFilterParam('completedat', 'is.null')).toMatchObject({ operator: 'is', value: 'null' });
    expect(parseFilterParam('a', 'eq.1.5.x')).toMatchObject({ value: '1.5.x' });
  });

  it('reads nested or/and trees', () => {
    expect(parseFilterParam('or', '(status.eq.incomplete,and(status.eq.validating,reviewstage.gt.0),name.not.in.(a,b))')).toEqual({
      kind: 'logic', operator: 'or', negate: false,
      filters: [
        { kind: 'condition', column: 'status', path: [], operator: 'eq', negate: false, value: 'incomplete' },
        {
          kind: 'logic', operator: 'and', negate: false,
          filters: [
            { kind: 'condition', column: 'status', path: [], operator: 'eq', negate: false, value: 'validating' },
            { kind: 'condition', column: 'reviewstage', path: [], operator: 'gt', negate: false, value: '0' },
          ],
        },
        { kind: 'condition', column: 'name', path: [], operator: 'in', negate: true, value: ['a', 'b'] },
      ],
    });
  });

  it('gives every condition the same keys in the same order, whatever its operator', () => {
    const keysOf = (text: string) => Object.keys(parseFilterParam('name', text));
    const plain = keysOf('eq.x');
    for (const text of ['not.in.(a,b)', 'like(any).{a*,b*}', 'fts(english).cells', 'is.null']) expect(keysOf(text)).toEqual(plain);
  });

  it.each([
    ['status', 'equals.x'], ['status', 'eq'], ['a', 'is.maybe'], ['a', 'in.1,2'],
    ['or', '(a.eq.1'], ['or', 'a.eq.1'], ['or', '()'], ['or', '(a)'], ['and', '(a.zz.1)'],
  ])('refuses %s=%s', (key, value) => {
    expect(() => parseFilterParam(key, value)).toThrow(/failed to parse/);
  });
});

describe('parseOrder and parseQuery', () => {
  it('reads order terms', () => {
    expect(parseOrder('completedat.desc.nullslast,sessionname')).toEqual([
      { column: 'completedat', path: [], descending: true, nulls: 'last' },
      { column: 'sessionname', path: [], descending: false },
    ]);
    expect(parseOrder('settings->theme.desc')).toEqual([{ column: 'settings', path: [{ arrow: '->', key: 'theme' }], descending: true }]);
    expect(() => parseOrder('a.sideways')).toThrow(/failed to parse/);
  });

  it('sorts parameters into embed paths', () => {
    const parsed = parseQuery(new URLSearchParams('select=*,studysessions(*)&userid=eq.1&studysessions.status=eq.completed&studysessions.order=createdat.desc&studysessions.limit=5&not.or=(a.eq.1,b.eq.2)&limit=10&offset=20'));
    expect(parsed.paths.get('')).toMatchObject({ limit: 10, offset: 20, filters: [{ column: 'userid' }, { kind: 'logic', negate: true }] });
    expect(parsed.paths.get('studysessions')).toMatchObject({ limit: 5, order: [{ column: 'createdat', descending: true }], filters: [{ column: 'status' }] });
  });

  it('refuses bad limits', () => {
    expect(() => parseQuery(new URLSearchParams('limit=-1'))).toThrow(/failed to parse/);
    expect(() => parseQuery(new URLSearchParams('limit=1;drop'))).toThrow(/failed to parse/);
  });
});
