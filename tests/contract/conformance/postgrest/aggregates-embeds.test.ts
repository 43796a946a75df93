import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

const a = (name: string) => `relationships-aggregate-operations › ${name}`;
type Rooms<T> = { posts: { rooms: T }[] };
/** Ada's posts are in rooms 1, 2, 3 and 3; each post's room, in room order. */
const roomsOf = <T>(data: Rooms<T> | null, key: (room: T) => number) => (data?.posts ?? []).map((p) => p.rooms).sort((x, y) => key(x) - key(y));

describe.each(conformanceStacks)('aggregates over embedded rows ($name)', (stack) => {
  const db = clientFor(stack);

  it(covers('postgrest-js', a('select with aggregate count function'), "counts a member's posts with a bare count"), async () => {
    const { data, error } = await db.from('members').select('username, posts(count)').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data).toEqual({ username: 'ada', posts: [{ count: 4 }] });
  });

  it(covers('postgrest-js', a('select with aggregate count on a column function'), "counts a member's posts by a column"), async () => {
    const { data, error } = await db.from('members').select('username, posts(id.count())').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data).toEqual({ username: 'ada', posts: [{ count: 4 }] });
  });

  it(covers('postgrest-js', a('select with aggregate count function and alias'), 'names the count by its alias'), async () => {
    const { data, error } = await db.from('members').select('username, posts(post_count:count())').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data).toEqual({ username: 'ada', posts: [{ post_count: 4 }] });
  });

  it(covers('postgrest-js', a('select with aggregate nested count function'), "counts each post's room (one each)"), async () => {
    const { data, error } = await db.from('members').select('username, posts(rooms(count))').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data?.posts).toEqual([{ rooms: { count: 1 } }, { rooms: { count: 1 } }, { rooms: { count: 1 } }, { rooms: { count: 1 } }]);
  });

  it(covers('postgrest-js', a('select with aggregate nested count function and alias'), "names each post's room count by its alias"), async () => {
    const { data, error } = await db.from('members').select('username, posts(rooms(room_count:count()))').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data?.posts).toEqual(Array(4).fill({ rooms: { room_count: 1 } }));
  });

  it(covers('postgrest-js', a('select with aggregate sum function'), "sums the ids of a member's posts"), async () => {
    const { data, error } = await db.from('members').select('username, posts(id.sum())').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data).toEqual({ username: 'ada', posts: [{ sum: 10 }] });
    const none = await db.from('members').select('username, posts(id.sum())').eq('username', 'dev').single();
    expect(none.data).toEqual({ username: 'dev', posts: [{ sum: null }] });
  });

  it(covers('postgrest-js', a('select with aggregate aliased sum function'), 'names the sum by its alias'), async () => {
    const { data, error } = await db.from('members').select('username, posts(sum_id:id.sum())').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data).toEqual({ username: 'ada', posts: [{ sum_id: 10 }] });
  });

  it(covers('postgrest-js', a('select with aggregate sum function on nested relation'), "sums each post's room id"), async () => {
    const { data, error } = await db.from('members').select('username, posts(rooms(id.sum()))').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(roomsOf(data as unknown as Rooms<{ sum: number }>, (r) => r.sum)).toEqual([{ sum: 1 }, { sum: 2 }, { sum: 3 }, { sum: 3 }]);
  });

  // Beyond the official suite: what the local stack does not do answers 501, never a wrong list.
  it.each([
    ['aggregates beside an embedded resource', 'username, count(), posts(id)'],
    ['aggregates in a spread of a to-many embed', 'username, ...posts(id.sum())'],
  ])('answers 501 not supported for %s', async (feature, select) => {
    const { data, error, status } = await db.from('members').select(select);
    expect(data).toBeNull();
    expect(status).toBe(501);
    expect(error).toEqual({ code: 'not_implemented', details: null, hint: null, message: `The local stack does not support ${feature}` });
  });
});
