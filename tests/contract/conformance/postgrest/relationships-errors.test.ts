import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

const e = (name: string) => `relationships-error-handling › ${name}`;
const keys = ['first_member', 'second_member', 'third_wheel'];

/** PostgREST's 300 for an embed that more than one key could mean: every candidate, and the hint naming each. */
function ambiguous(from: string, to: string, cardinality: string) {
  const toMembers = cardinality === 'many-to-one';
  return {
    code: 'PGRST201',
    details: keys.map((key) => ({
      cardinality,
      embedding: `${from} with ${to}`,
      relationship: toMembers
        ? `study_buddies_${key}_fkey using study_buddies(${key}) and members(username)`
        : `study_buddies_${key}_fkey using members(username) and study_buddies(${key})`,
    })),
    hint: `Try changing '${to}' to one of the following: ${keys.map((key) => `'${to}!study_buddies_${key}_fkey'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    message: `Could not embed because more than one relationship was found for '${from}' and '${to}'`,
  };
}

const missingColumn = (message: string) => ({ code: '42703', details: null, hint: null, message });

describe.each(conformanceStacks)('embeds and aggregates the stack refuses ($name)', (stack) => {
  const db = clientFor(stack);

  it(covers('postgrest-js', e('join over a 1-1 relation with both nullables and non-nullables fields with no hinting'), 'answers 300 listing the three keys to members'), async () => {
    const { data, error, status } = await db
      .from('study_buddies')
      .select('first_member:members(*), second_member:members(*), third_wheel:members(*)')
      .single();
    expect(data).toBeNull();
    expect(status).toBe(300);
    expect(error).toEqual(ambiguous('study_buddies', 'members', 'many-to-one'));
  });

  it(covers('postgrest-js', e('join over a 1-M relation with both nullables and non-nullables fields with no hinting'), 'answers 300 listing the three keys from the other side'), async () => {
    const { error, status } = await db
      .from('members')
      .select('first_of:study_buddies(*), second_of:study_buddies(*), third_of:study_buddies(*)')
      .limit(1)
      .single();
    expect(status).toBe(300);
    expect(error).toEqual(ambiguous('members', 'study_buddies', 'one-to-many'));
  });

  it(covers('postgrest-js', e('join over a 1-M relation with both nullables and non-nullables fields using no hinting on nested relation'), 'answers 300 for an unhinted embed nested in hinted ones'), async () => {
    const { error, status } = await db
      .from('members')
      .select('first_of:study_buddies!first_member(*, first_member:members(*)), second_of:study_buddies!second_member(*), third_of:study_buddies!third_wheel(*)')
      .limit(1)
      .single();
    expect(status).toBe(300);
    expect(error).toEqual(ambiguous('study_buddies', 'members', 'many-to-one'));
  });

  it(covers('postgrest-js', e('join with same dest twice column hinting'), 'refuses two embeds answered under the same name with 400 42712'), async () => {
    const { error, status } = await db.from('study_buddies').select('members!first_member(*), members!second_member(*)').limit(1).single();
    expect(status).toBe(400);
    expect(error).toEqual({ code: '42712', details: null, hint: null, message: 'table name "study_buddies_members_1" specified more than once' });
  });

  it(covers('postgrest-js', e('nested query with selective fields and inner join should error on non existing relation'), 'answers 400 PGRST200 for a spread of a relation that does not exist'), async () => {
    const { error, status } = await db
      .from('members')
      .select('own_posts:posts(id, ...post_details(created_at, room!inner(id, slug, owner:members(*))))')
      .limit(1)
      .single();
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      details: "Searched for a foreign key relationship between 'posts' and 'post_details' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'posts' and 'post_details' in the schema cache",
    });
  });

  it(covers('postgrest-js', e('aggregate on missing column with alias'), 'answers 400 42703 for an aggregate of a column that does not exist'), async () => {
    const { error, status } = await db.from('members').select('alias:missing_column.count()').eq('username', 'ada').limit(1).single();
    expect(status).toBe(400);
    expect(error).toEqual(missingColumn('column members.missing_column does not exist'));
  });

  it(covers('postgrest-js', e('typecasting and aggregate'), 'answers 400 42703 for a table name aggregated as if it were a column'), async () => {
    const { error, status } = await db
      .from('posts')
      .select('message, members.count(), casted_message:message::int4, casted_count:members.count()::text')
      .limit(1)
      .single();
    expect(status).toBe(400);
    expect(error).toEqual(missingColumn('column posts.members does not exist'));
  });

  it(covers('postgrest-js', e('select with aggregate sum function without column should error'), 'answers 400 42703 for a bare sum inside an embed, naming the embed as PostgREST aliases it'), async () => {
    const { error, status } = await db.from('members').select('username, posts(sum)').limit(1).single();
    expect(status).toBe(400);
    expect(error).toEqual(missingColumn('column posts_1.sum does not exist'));
  });
});
