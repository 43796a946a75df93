import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

const ada = { username: 'ada', data: null, age_range: '[1,2)', status: 'STUDYING', catchphrase: "'cat' 'fat'" };
const ben = { username: 'ben', data: null, age_range: '[25,35)', status: 'RESTING', catchphrase: "'bat' 'cat'" };
const cleo = { username: 'cleo', data: null, age_range: '[25,35)', status: 'STUDYING', catchphrase: "'bat' 'rat'" };
const buddies = [
  { id: 1, first_member: 'ada', second_member: 'ben', third_wheel: 'cleo' },
  { id: 2, first_member: 'ada', second_member: 'cleo', third_wheel: null },
];
const byId = <T extends { id: number }>(rows: T[] | undefined) => [...(rows ?? [])].sort((a, b) => a.id - b.id);
const j = (name: string) => `relationships-join-operations › ${name}`;

describe.each(conformanceStacks)('joins between related tables ($name)', (stack) => {
  const db = clientFor(stack);

  it(covers('postgrest-js', j('!inner relationship'), 'nests two !inner embeds'), async () => {
    const { data, error } = await db.from('posts').select('rooms!inner(*, room_details!inner(*))').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ rooms: { id: 1, data: null, slug: 'biology', room_details: { id: 1, details: 'Details for the biology room' } } });
  });

  it(covers('postgrest-js', j('!inner relationship on nullable relation'), 'keeps only the bookings that name a library with !inner'), async () => {
    const { data, error } = await db.from('desk_bookings').select('id, libraries!inner(id, name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, libraries: { id: 1, name: 'Central library' } },
      { id: 2, libraries: { id: 1, name: 'Central library' } },
      { id: 3, libraries: { id: 2, name: 'Science library' } },
      { id: 5, libraries: { id: 3, name: 'Law library' } },
      { id: 6, libraries: { id: 1, name: 'Central library' } },
      { id: 8, libraries: { id: 4, name: null } },
    ]);
  });

  it(covers('postgrest-js', j('!left oneToOne'), 'embeds the room of its details with !left'), async () => {
    const { data, error } = await db.from('room_details').select('rooms!left(*)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ rooms: { id: 1, data: null, slug: 'biology' } });
  });

  it(covers('postgrest-js', j('!left oneToMany'), "embeds a member's posts with !left"), async () => {
    const { data, error } = await db.from('members').select('posts!left(*)').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(byId(data?.posts).map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it(covers('postgrest-js', j('!left zeroToOne'), 'embeds the member of a profile with !left'), async () => {
    const { data, error } = await db.from('member_profiles').select('members!left(*)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ members: ada });
  });

  it(
    covers('postgrest-js', j('join over a 1-1 relation with both nullables and non-nullables fields using foreign key name for hinting'), 'embeds the same table three times, each hinted by its key name'),
    async () => {
      const { data, error } = await db
        .from('study_buddies')
        .select('first_member:members!study_buddies_first_member_fkey(*), second_member:members!study_buddies_second_member_fkey(*), third_wheel:members!study_buddies_third_wheel_fkey(*)')
        .eq('id', 1)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ first_member: ada, second_member: ben, third_wheel: cleo });
    },
  );

  it(
    covers('postgrest-js', j('join over a 1-M relation with both nullables and non-nullables fields using foreign key name for hinting'), 'embeds the buddy rows pointing at a member, each key hinted by name'),
    async () => {
      const { data, error } = await db
        .from('members')
        .select('first_of:study_buddies!study_buddies_first_member_fkey(*), second_of:study_buddies!study_buddies_second_member_fkey(*), third_of:study_buddies!study_buddies_third_wheel_fkey(*)')
        .eq('username', 'ada')
        .single();
      expect(error).toBeNull();
      expect({ ...data, first_of: byId(data?.first_of) }).toEqual({ first_of: buddies, second_of: [], third_of: [] });
    },
  );

  it(covers('postgrest-js', j('join on 1-M relation'), 'embeds by the key name alone'), async () => {
    const { data, error } = await db
      .from('members')
      .select('first_of:study_buddies_first_member_fkey(*), second_of:study_buddies_second_member_fkey(*), third_of:study_buddies_third_wheel_fkey(*)')
      .eq('username', 'cleo')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ first_of: [], second_of: [buddies[1]], third_of: [buddies[0]] });
  });

  it(covers('postgrest-js', j('join on 1-1 relation with nullables'), 'answers null for a nullable key that points nowhere'), async () => {
    const { data, error } = await db
      .from('study_buddies')
      .select('first_member:members!study_buddies_first_member_fkey(*), second_member:members!study_buddies_second_member_fkey(*), third_wheel:members!study_buddies_third_wheel_fkey(*)')
      .order('id', { ascending: false })
      .limit(1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ first_member: ada, second_member: cleo, third_wheel: null });
  });

  it(
    covers('postgrest-js', j('join over a 1-1 relation with both nullablesand non-nullables fields with column name hinting'), 'embeds the same table three times, each hinted by its key column'),
    async () => {
      const { data, error } = await db
        .from('study_buddies')
        .select('first_member:members!first_member(*), second_member:members!second_member(*), third_wheel:members!third_wheel(*)')
        .eq('id', 1)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ first_member: ada, second_member: ben, third_wheel: cleo });
    },
  );

  it(
    covers('postgrest-js', j('join over a 1-M relation with both nullables and non-nullables fields using column name for hinting'), 'embeds the buddy rows pointing at a member, each hinted by its key column'),
    async () => {
      const { data, error } = await db
        .from('members')
        .select('first_of:study_buddies!first_member(*), second_of:study_buddies!second_member(*), third_of:study_buddies!third_wheel(*)')
        .eq('username', 'ben')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ first_of: [], second_of: [buddies[0]], third_of: [] });
    },
  );

  it(
    covers('postgrest-js', j('join over a 1-M relation with both nullables and non-nullables fields using column name hinting on nested relation'), 'hints by column at two levels of nesting'),
    async () => {
      const { data, error } = await db
        .from('members')
        .select('first_of:study_buddies!first_member(*, first_member:members!first_member(*)), second_of:study_buddies!second_member(*), third_of:study_buddies!third_wheel(*)')
        .eq('username', 'ada')
        .single();
      expect(error).toBeNull();
      expect(byId(data?.first_of)).toEqual(buddies.map((b) => ({ ...b, first_member: ada })));
      expect(data?.second_of).toEqual([]);
    },
  );

  it(covers('postgrest-js', j('!left join on one to 0-1 non-empty relation'), "embeds a member's profiles with !left"), async () => {
    const { data, error } = await db.from('members').select('member_profiles!left(username)').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data).toEqual({ member_profiles: [{ username: 'ada' }] });
  });

  it(covers('postgrest-js', j('join on one to 0-1 non-empty relation via column name'), "embeds a member's profiles by table name"), async () => {
    const { data, error } = await db.from('members').select('member_profiles(username)').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data).toEqual({ member_profiles: [{ username: 'ada' }] });
  });

  it(covers('postgrest-js', j('!left join on zero to one with null relation'), 'answers null for a profile with no member'), async () => {
    const { data, error } = await db.from('member_profiles').select('*,members!left(*)').eq('id', 2).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 2, username: null, members: null });
  });

  it(covers('postgrest-js', j('!left join on zero to one with valid relation'), "embeds one column of a profile's member"), async () => {
    const { data, error } = await db.from('member_profiles').select('*,members!left(status)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, username: 'ada', members: { status: 'STUDYING' } });
  });

  it(covers('postgrest-js', j('!left join on zero to one empty relation'), 'answers an empty list for a member with no profile'), async () => {
    const { data, error } = await db.from('members').select('member_profiles!left(username)').eq('username', 'dev').single();
    expect(error).toBeNull();
    expect(data).toEqual({ member_profiles: [] });
  });

  it(covers('postgrest-js', j('join on 1-M relation with selective fk hinting'), 'embeds by key names with chosen columns'), async () => {
    const { data, error } = await db
      .from('members')
      .select('first_of:study_buddies_first_member_fkey(id), second_of:study_buddies_second_member_fkey(*), third_of:study_buddies_third_wheel_fkey(*)')
      .eq('username', 'ada')
      .single();
    expect(error).toBeNull();
    expect({ ...data, first_of: byId(data?.first_of) }).toEqual({ first_of: [{ id: 1 }, { id: 2 }], second_of: [], third_of: [] });
  });

  it(covers('postgrest-js', j('join select via column'), 'embeds the member through the key column name'), async () => {
    const { data, error } = await db.from('member_profiles').select('username(*)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ username: ada });
  });

  it(covers('postgrest-js', j('join select via column selective'), 'embeds one column through the key column name'), async () => {
    const { data, error } = await db.from('member_profiles').select('username(status)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ username: { status: 'STUDYING' } });
  });

  it(covers('postgrest-js', j('join select via column and alias'), 'embeds through the key column under an alias'), async () => {
    const { data, error } = await db.from('member_profiles').select('member:username(*)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ member: ada });
  });

  it(covers('postgrest-js', j('join select via unique table relationship'), 'embeds the member by table name'), async () => {
    const { data, error } = await db.from('member_profiles').select('members(*)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ members: ada });
  });

  it(covers('postgrest-js', j('join select via view name relationship'), 'embeds a view that shows the referenced key column'), async () => {
    const { data, error } = await db.from('member_profiles').select('member_names(*)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ member_names: { username: 'ada', non_updatable_column: 1 } });
  });

  it(covers('postgrest-js', j('join select via column with string templating'), 'selects columns named in a built string'), async () => {
    const column: 'catchphrase' | 'username' = 'username';
    const { data, error } = await db.from('members').select(`status, ${column}`).eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'STUDYING', username: 'ada' });
  });

  it(covers('postgrest-js', j('join with column hinting'), 'embeds the member hinted by one key column'), async () => {
    const { data, error } = await db.from('study_buddies').select('members!first_member(*)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ members: ada });
  });

  it(covers('postgrest-js', j('inner join on many relation'), 'embeds posts hinted by column with !inner'), async () => {
    const { data, error } = await db.from('rooms').select('id, posts!room_id!inner(id, username)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, posts: [{ id: 1, username: 'ada' }] });
    const { data: all } = await db.from('rooms').select('id, posts!room_id!inner(id)').order('id');
    expect(all?.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
