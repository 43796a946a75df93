import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

const ada = { username: 'ada', data: null, age_range: '[1,2)', status: 'STUDYING', catchphrase: "'cat' 'fat'" };
const byId = <T extends { id: number }>(rows: T[] | undefined) => [...(rows ?? [])].sort((a, b) => a.id - b.id);

describe.each(conformanceStacks)('embedding related rows ($name)', (stack) => {
  const db = clientFor(stack);

  it(covers('postgrest-js', 'relationships › nested query with selective fields', "embeds a member's posts with the chosen columns"), async () => {
    const { data, error } = await db.from('members').select('username, posts(id, message)').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data?.username).toBe('ada');
    expect(byId(data?.posts)).toEqual([
      { id: 1, message: 'Hello study room' },
      { id: 2, message: 'Spaced repetition beats cramming, every single time you try it.' },
      { id: 3, message: 'A post in a room without details' },
      { id: 4, message: 'A post in a room without details' },
    ]);
  });

  it(covers('postgrest-js', 'relationships › nested query with multiple levels and selective fields', 'embeds posts and, inside each, its room'), async () => {
    const { data, error } = await db.from('members').select('username, posts(id, message, rooms(id, slug))').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(byId(data?.posts).map((p) => [p.id, p.rooms])).toEqual([
      [1, { id: 1, slug: 'biology' }],
      [2, { id: 2, slug: 'history' }],
      [3, { id: 3, slug: 'chemistry' }],
      [4, { id: 3, slug: 'chemistry' }],
    ]);
  });

  it(covers('postgrest-js', 'relationships › query with multiple one-to-many relationships', 'embeds two one-to-many relations side by side'), async () => {
    const { data, error } = await db.from('members').select('username, posts(id), member_profiles(id)').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(byId(data?.posts)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
    expect(data?.member_profiles).toEqual([{ id: 1 }]);
  });

  it(covers('postgrest-js', 'relationships › many-to-one relationship', 'embeds the author of a post as one object, under an alias'), async () => {
    const { data, error } = await db.from('posts').select('author:members(*)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ author: ada });
  });

  it(covers('postgrest-js', 'relationships › one-to-many relationship', "embeds every column of a member's posts"), async () => {
    const { data, error } = await db.from('members').select('posts(*)').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(byId(data?.posts)[0]).toEqual({ id: 1, data: null, message: 'Hello study room', username: 'ada', room_id: 1 });
    expect(data?.posts).toHaveLength(4);
  });

  it(covers('postgrest-js', 'relationships › one-to-many relationship with selective columns', 'embeds one column of each post'), async () => {
    const { data, error } = await db.from('members').select('posts(data)').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data?.posts).toEqual([{ data: null }, { data: null }, { data: null }, { data: null }]);
  });

  it(covers('postgrest-js', 'relationships › one-to-one relationship', "embeds a room's details as one object (the key is also the details' primary key)"), async () => {
    const { data, error } = await db.from('rooms').select('room_details(*)').order('id').limit(1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ room_details: { id: 1, details: 'Details for the biology room' } });
  });

  it(covers('postgrest-js', 'relationships › select with type casting query', 'casts a selected column to text'), async () => {
    const { data, error } = await db.from('study_buddies').select('id::text').order('id').limit(1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: '1' });
  });

  it(covers('postgrest-js', 'relationships › multiple times the same column in selection', 'answers a column selected three times once'), async () => {
    const { data, error } = await db.from('rooms').select('id, id, id').order('id').limit(1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1 });
  });

  it(covers('postgrest-js', 'relationships › embed resource with no fields', 'leaves an embed with no columns out of the answer'), async () => {
    const { data, error } = await db.from('posts').select('message, members()').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Hello study room' });
  });

  it(covers('postgrest-js', 'relationships › select JSON accessor', 'selects keys inside a JSON column, named after the last key'), async () => {
    const { data, error } = await db.from('members').select('data->foo->bar, data->foo->>baz').filter('username', 'eq', 'eli').single();
    expect(error).toBeNull();
    expect(data).toEqual({ bar: { nested: 'value' }, baz: 'string value' });
  });

  it(covers('postgrest-js', 'relationships › self reference relation', "embeds a topic's child topics by the table's own name"), async () => {
    const { data, error } = await db.from('topics').select('*, topics(*)').eq('id', 1).single();
    expect(error).toBeNull();
    expect({ ...data, topics: byId(data?.topics) }).toEqual({
      id: 1, description: 'Biology', parent_id: null,
      topics: [{ id: 2, description: 'Cells', parent_id: 1 }, { id: 3, description: 'Genetics', parent_id: 1 }],
    });
  });

  it(covers('postgrest-js', 'relationships › self reference relation via column', "embeds a topic's parent by the key column's name"), async () => {
    const { data, error } = await db.from('topics').select('*, parent_id(*)').eq('id', 2).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 2, description: 'Cells', parent_id: { id: 1, description: 'Biology', parent_id: null } });
  });

  it(
    covers('postgrest-js', 'relationships › self reference relation via aliased column with multiple foreign keys', 'embeds the parent by column among two self keys, and answers 300 for the bare table name'),
    async () => {
      const { data, error } = await db.from('syllabus').select('*, parents:parent(*)').eq('id', 2).single();
      expect(error).toBeNull();
      expect(data).toEqual({
        id: 2, name: 'First unit', type: 'unit', parent: 1, main: null,
        parents: { id: 1, name: 'Term plan', type: 'plan', parent: null, main: null },
      });
      const ambiguous = await db.from('syllabus').select('children:syllabus(*)');
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error?.code).toBe('PGRST201');
    },
  );

  it(covers('postgrest-js', 'relationships › self reference relation via hint matching column name', 'embeds child topics hinted by the key column'), async () => {
    const { data, error } = await db.from('topics').select('*, topics!parent_id(*)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(byId(data?.topics as { id: number; description: string }[] | undefined).map((t) => t.description)).toEqual(['Cells', 'Genetics']);
  });

  it(
    covers('postgrest-js', 'relationships › self reference relation via hint matching fk constraint name fails at runtime', 'refuses a self embed hinted by the constraint name with 400 PGRST200'),
    async () => {
      const { data, error, status } = await db.from('topics').select('*, topics!topics_parent_id_fkey(*)').eq('id', 1).single();
      expect(data).toBeNull();
      expect(status).toBe(400);
      expect(error).toEqual({
        code: 'PGRST200',
        details: "Searched for a foreign key relationship between 'topics' and 'topics' using the hint 'topics_parent_id_fkey' in the schema 'public', but no matches were found.",
        hint: null,
        message: "Could not find a relationship between 'topics' and 'topics' in the schema cache",
      });
    },
  );

  it(covers('postgrest-js', 'relationships › many-to-many with join table', "embeds a course's subjects through the junction table"), async () => {
    const { data, error } = await db.from('courses').select('*, subjects(*)').eq('id', 1).single();
    expect(error).toBeNull();
    expect({ ...data, subjects: byId(data?.subjects) }).toEqual({
      id: 1, name: 'Cell biology', description: 'From organelles to tissues', price: 999.99,
      subjects: [{ id: 1, name: 'Sciences', description: 'Natural sciences' }, { id: 2, name: 'Biology', description: 'Living things' }],
    });
  });
});
