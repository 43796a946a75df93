import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

const s = (name: string) => `relationships-spread-operations › ${name}`;
type Room = Record<string, unknown>;
/** Each of Ada's posts' room, ordered by what key gives (her posts are in rooms 1, 2, 3 and 3). */
const rooms = (data: unknown, key: string) =>
  ((data as { posts: { rooms: Room }[] } | null)?.posts ?? []).map((p) => p.rooms).sort((x, y) => Number(x[key] ?? 99) - Number(y[key] ?? 99));

describe.each(conformanceStacks)('spread embeds ($name)', (stack) => {
  const db = clientFor(stack);
  const detailsCount = [
    { count: 1, details: 'Details for the biology room' },
    { count: 1, details: 'Details for the history room' },
    { count: 1, details: null },
    { count: 1, details: null },
  ];

  for (const [behaviour, what] of [
    [s('select with aggregate count and spread'), "counts each post's room beside its details, spread into it"],
    [s('spread resource with single column in select query'), "spreads one column of a room's details into the room"],
  ] as const) {
    it(covers('postgrest-js', behaviour, what), async () => {
      const { data, error } = await db.from('members').select('username, posts(rooms(count(), ...room_details(details)))').eq('username', 'ada').single();
      expect(error).toBeNull();
      const list = ((data as { posts: { rooms: Room }[] } | null)?.posts ?? []).map((p) => p.rooms);
      const named = (room: Room) => (room.details === null ? 'zz' : String(room.details));
      expect(list.sort((x, y) => (named(x) < named(y) ? -1 : 1))).toEqual(detailsCount);
    });
  }

  it(covers('postgrest-js', s('spread resource with all columns in select query'), "spreads every column of a room's details into the room"), async () => {
    const { data, error } = await db.from('members').select('username, posts(rooms(count(), ...room_details(*)))').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(rooms(data, 'id')).toEqual([
      { count: 1, id: 1, details: 'Details for the biology room' },
      { count: 1, id: 2, details: 'Details for the history room' },
      { count: 1, id: null, details: null },
      { count: 1, id: null, details: null },
    ]);
  });

  it(covers('postgrest-js', s('select with aggregate sum and spread'), "sums each room's id beside its spread details"), async () => {
    const { data, error } = await db.from('members').select('username, posts(rooms(id.sum(), ...room_details(details)))').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(rooms(data, 'sum')).toEqual([
      { sum: 1, details: 'Details for the biology room' },
      { sum: 2, details: 'Details for the history room' },
      { sum: 3, details: null },
      { sum: 3, details: null },
    ]);
  });

  it(covers('postgrest-js', s('select with aggregate sum and spread on nested relation'), "runs a spread's own sum in the room it is spread into"), async () => {
    const { data, error } = await db
      .from('members')
      .select('username, posts(rooms(id.sum(), ...room_details(details_sum:id.sum(), details)))')
      .eq('username', 'ada')
      .single();
    expect(error).toBeNull();
    expect(rooms(data, 'sum')).toEqual([
      { sum: 1, details_sum: 1, details: 'Details for the biology room' },
      { sum: 2, details_sum: 2, details: 'Details for the history room' },
      { sum: 3, details_sum: null, details: null },
      { sum: 3, details_sum: null, details: null },
    ]);
  });

  it(covers('postgrest-js', s('select with spread on nested relation'), "spreads aliased columns of a room's details into the embedded room"), async () => {
    const { data, error } = await db.from('posts').select('id, rooms(id, ...room_details(details_id:id, details))').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, rooms: { id: 1, details_id: 1, details: 'Details for the biology room' } });
  });

  it(covers('postgrest-js', s('select spread on many relation'), "spreads a room's posts as one list per column"), async () => {
    const { data, error } = await db.from('rooms').select('room_id:id, ...posts(id, message)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ room_id: 1, id: [1], message: ['Hello study room'] });
  });
});
