import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { AMARA, ELI } from './reads-fixture';

const names = (rows: { username: string }[] | null) => rows?.map((r) => r.username).sort();
const ranges = (rows: { age_range: string }[] | null) => rows?.map((r) => r.age_range).sort();

describe.each(conformanceStacks)('filters ($name)', (stack) => {
  const db = clientFor(stack);
  const learners = () => db.from('learners');

  it(covers('postgrest-js', 'filters › not', 'not() negates an operator'), async () => {
    const { data, error } = await learners().select('status').not('status', 'eq', 'AWAY');
    expect(error).toBeNull();
    expect(data).toEqual(Array(4).fill({ status: 'FOCUSING' }));
  });

  it(covers('postgrest-js', 'filters › or', 'or() keeps rows matching either condition'), async () => {
    const { data } = await learners().select('status, username').or('status.eq.AWAY,username.eq.amara').order('username');
    expect(data).toEqual([{ status: 'FOCUSING', username: 'amara' }, { status: 'AWAY', username: 'bilal' }]);
  });

  const byName = [
    ['filters › eq', () => learners().select('username').eq('username', 'amara'), ['amara']],
    ['filters › neq', () => learners().select('username').neq('username', 'amara'), ['bilal', 'chen', 'dana', 'eli']],
    ['filters › like', () => learners().select('username').like('username', '%mar%'), ['amara']],
    ['filters › likeAllOf', () => learners().select('username').likeAllOf('username', ['%mar%', '%ara%']), ['amara']],
    ['filters › likeAnyOf', () => learners().select('username').likeAnyOf('username', ['%mar%', '%bil%']), ['amara', 'bilal']],
    ['filters › ilike', () => learners().select('username').ilike('username', '%MAR%'), ['amara']],
    ['filters › ilikeAllOf', () => learners().select('username').ilikeAllOf('username', ['%MAR%', '%ara%']), ['amara']],
    ['filters › ilikeAnyOf', () => learners().select('username').ilikeAnyOf('username', ['%mar%', '%BIL%']), ['amara', 'bilal']],
    ['filters › filter', () => learners().select('username').filter('username', 'eq', 'amara'), ['amara']],
    ['filters › isDistinct', () => learners().select('username').isDistinct('status', 'FOCUSING'), ['bilal']],
    ['filters › regexMatch', () => learners().select('username').regexMatch('username', '^am'), ['amara']],
    ['filters › regexIMatch', () => learners().select('username').regexIMatch('username', '^AM'), ['amara']],
  ] as const;
  for (const [behaviour, query, expected] of byName) {
    it(covers('postgrest-js', behaviour, `${behaviour.slice('filters › '.length)} keeps ${expected.join(', ')}`), async () => {
      const { data, error } = await query();
      expect(error).toBeNull();
      expect(names(data as { username: string }[])).toEqual(expected);
    });
  }

  const byId = [
    ['filters › gt', () => db.from('group_notes').select('id').gt('id', 1).order('id'), [2, 3, 4]],
    ['filters › gte', () => db.from('group_notes').select('id').gte('id', 1).order('id'), [1, 2, 3, 4]],
    ['filters › lt', () => db.from('group_notes').select('id').lt('id', 2).order('id'), [1]],
    ['filters › lte', () => db.from('group_notes').select('id').lte('id', 2).order('id'), [1, 2]],
  ] as const;
  for (const [behaviour, query, expected] of byId) {
    it(covers('postgrest-js', behaviour, `${behaviour.slice('filters › '.length)} on a bigint key`), async () => {
      const { data, error } = await query();
      expect(error).toBeNull();
      expect(data?.map((r) => r.id)).toEqual(expected);
    });
  }

  it(covers('postgrest-js', 'filters › is', 'is() null'), async () => {
    const { data } = await learners().select('data').is('data', null);
    expect(data).toEqual(Array(4).fill({ data: null }));
  });

  it(covers('postgrest-js', 'filters › in', 'in() keeps rows whose value is listed'), async () => {
    const { data } = await learners().select('status').in('status', ['FOCUSING', 'AWAY']);
    expect(data).toHaveLength(5);
  });

  it(covers('postgrest-js', 'filters › notIn', 'notIn() drops rows whose value is listed'), async () => {
    const { data, error } = await learners().select('status').notIn('status', ['FOCUSING', 'AWAY']);
    expect([error, data]).toEqual([null, []]);
  });

  it(covers('postgrest-js', 'filters › contains', 'contains() on a range'), async () => {
    const { data, error } = await learners().select('age_range').contains('age_range', '[1,2)');
    expect([error, data]).toEqual([null, [{ age_range: '[1,2)' }]]);
  });

  it(covers('postgrest-js', 'filters › contains with json', 'contains() on JSON'), async () => {
    const { data, error } = await learners().select('data').contains('data', { plan: { subject: 'biology' } });
    expect([error, data]).toEqual([null, [{ data: ELI.data }]]);
  });

  it(covers('postgrest-js', 'filters › contains with array', 'contains() on an array'), async () => {
    const { data, error } = await db.from('flashcard_decks').select('tags').contains('tags', ['biology']);
    expect([error, data]).toEqual([null, [{ tags: ['biology', 'cells'] }]]);
  });

  it(covers('postgrest-js', 'filters › containedBy', 'containedBy() on a range'), async () => {
    const { data, error } = await learners().select('age_range').containedBy('age_range', '[1,2)');
    expect([error, data]).toEqual([null, [{ age_range: '[1,2)' }]]);
  });

  it(covers('postgrest-js', 'filters › containedBy with json', 'containedBy() on JSON'), async () => {
    const { data, error } = await learners().select('data').containedBy('data', { plan: { subject: 'biology' } });
    expect([error, data]).toEqual([null, []]);
  });

  it(covers('postgrest-js', 'filters › containedBy with array', 'containedBy() on an array'), async () => {
    const { data, error } = await db.from('flashcard_decks').select('tags').containedBy('tags', ['biology']);
    expect([error, data]).toEqual([null, []]);
  });

  const onRanges = [
    ['filters › rangeLt', 'rangeLt', ['[1,2)']],
    ['filters › rangeGt', 'rangeGt', ['[25,35)', '[25,35)']],
    ['filters › rangeGte', 'rangeGte', ['[20,30)', '[20,30)', '[25,35)', '[25,35)']],
    ['filters › rangeLte', 'rangeLte', ['[1,2)']],
    ['filters › rangeAdjacent', 'rangeAdjacent', ['[1,2)', '[25,35)', '[25,35)']],
    ['filters › overlaps', 'overlaps', ['[20,30)', '[20,30)']],
  ] as const;
  for (const [behaviour, method, expected] of onRanges) {
    it(covers('postgrest-js', behaviour, `${method}() against [2,25)`), async () => {
      const { data, error } = await learners().select('age_range')[method]('age_range', '[2,25)');
      expect(error).toBeNull();
      expect(ranges(data as { age_range: string }[])).toEqual(expected);
    });
  }

  it(covers('postgrest-js', 'filters › overlaps with array', 'overlaps() on an array'), async () => {
    const { data, error } = await db.from('flashcard_decks').select('tags').overlaps('tags', ['biology']);
    expect([error, data]).toEqual([null, [{ tags: ['biology', 'cells'] }]]);
  });

  const searches = [
    ['filters › textSearch', `'card' & 'deck'`, undefined, ["'card' 'deck'"]],
    ['filters › textSearch with plainto_tsquery', `'card' & 'deck'`, 'plain', ["'card' 'deck'"]],
    ['filters › textSearch with phraseto_tsquery', 'deck', 'phrase', ["'card' 'deck'", "'deck' 'quiz'"]],
    ['filters › textSearch with websearch_to_tsquery', `'card' & 'deck'`, 'websearch', ["'card' 'deck'"]],
  ] as const;
  for (const [behaviour, query, type, expected] of searches) {
    it(covers('postgrest-js', behaviour, `searches the catchphrases ${type ? `(${type})` : ''} for ${query}`), async () => {
      const { data, error } = await learners().select('catchphrase').textSearch('catchphrase', query, { config: 'english', ...(type ? { type } : {}) });
      expect(error).toBeNull();
      expect(data?.map((r) => r.catchphrase).sort()).toEqual(expected);
    });
  }

  it(covers('postgrest-js', 'filters › multiple filters', 'every filter applies'), async () => {
    const { data, error } = await learners()
      .select()
      .eq('username', 'amara')
      .is('data', null)
      .overlaps('age_range', '[1,2)')
      .eq('status', 'FOCUSING')
      .textSearch('catchphrase', 'deck');
    expect([error, data]).toEqual([null, [AMARA]]);
  });

  it(covers('postgrest-js', 'filters › match', 'match() is eq on each key'), async () => {
    const { data } = await learners().select('username, status').match({ username: 'amara', status: 'FOCUSING' });
    expect(data).toEqual([{ username: 'amara', status: 'FOCUSING' }]);
  });

  it(covers('postgrest-js', 'filters › filter on rpc', "filters apply to a function's rows"), async () => {
    const { data, error } = await db.rpc('get_username_and_status', { name_param: 'amara' }).neq('status', 'FOCUSING');
    expect([error, data]).toEqual([null, []]);
    const kept = await db.rpc('get_username_and_status', { name_param: 'amara' }).eq('status', 'FOCUSING');
    expect(kept.data).toEqual([{ username: 'amara', status: 'FOCUSING' }]);
  });
});
