import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

const r = (name: string) => `resource-embedding › ${name}`;
type Post = { id: number; room_id: number; message: string; username: string; post_preview?: string };
const adaPosts = (data: { username: string; posts: Post[] }[] | null) => data?.find((m) => m.username === 'ada')?.posts;

describe.each(conformanceStacks)('filtering, ordering and paging embedded rows ($name)', (stack) => {
  const db = clientFor(stack);
  const members = () => db.from('members').select('username, posts(*)').order('username');

  it(covers('postgrest-js', r('embedded select'), 'embeds each member’s posts, an empty list for those without'), async () => {
    const { data, error } = await members();
    expect(error).toBeNull();
    expect(data?.map((m) => [m.username, m.posts.length])).toEqual([['ada', 4], ['ben', 0], ['cleo', 0], ['dev', 0], ['eli', 0]]);
  });

  it(covers('postgrest-js', r('embedded select with computed field explicit selection'), 'selects a computed field of each post beside its columns'), async () => {
    const { data, error } = await db.from('members').select('username, posts(*, post_preview)').eq('username', 'ada').single();
    expect(error).toBeNull();
    const first = (data?.posts as Post[]).find((p) => p.id === 1);
    expect(first).toEqual({ id: 1, data: null, message: 'Hello study room', username: 'ada', room_id: 1, post_preview: 'Hel' });
  });

  it(covers('postgrest-js', r('embedded filters › embedded eq'), 'filters the embedded posts, not the members'), async () => {
    const { data, error } = await members().eq('posts.room_id', 1);
    expect(error).toBeNull();
    expect(data).toHaveLength(5);
    expect(adaPosts(data)?.map((p) => p.id)).toEqual([1]);
  });

  it(covers('postgrest-js', r('embedded filters › embedded or'), 'applies an or to the embedded posts'), async () => {
    const { data, error } = await members().or('room_id.eq.2,message.eq.Hello study room', { referencedTable: 'posts' });
    expect(error).toBeNull();
    expect(adaPosts(data)?.map((p) => p.id).sort()).toEqual([1, 2]);
  });

  it(covers('postgrest-js', r('embedded filters › embedded or with and'), 'applies an or holding an and to the embedded posts'), async () => {
    const { data, error } = await members().or('room_id.eq.2,and(message.eq.Hello study room,username.eq.ada)', { referencedTable: 'posts' });
    expect(error).toBeNull();
    expect(adaPosts(data)?.map((p) => p.id).sort()).toEqual([1, 2]);
  });

  it(covers('postgrest-js', r('embedded transforms › embedded order'), 'orders the embedded posts'), async () => {
    const { data, error } = await members().order('room_id', { referencedTable: 'posts', ascending: false });
    expect(error).toBeNull();
    expect(adaPosts(data)?.map((p) => p.room_id)).toEqual([3, 3, 2, 1]);
  });

  it(covers('postgrest-js', r('embedded transforms › embedded order on multiple columns'), 'orders the embedded posts by two columns'), async () => {
    const { data, error } = await members()
      .order('room_id', { referencedTable: 'posts', ascending: false })
      .order('id', { referencedTable: 'posts', ascending: false });
    expect(error).toBeNull();
    expect(adaPosts(data)?.map((p) => p.id)).toEqual([4, 3, 2, 1]);
  });

  it(covers('postgrest-js', r('embedded transforms › embedded limit'), 'limits the embedded posts of each member'), async () => {
    const { data, error } = await members().order('id', { referencedTable: 'posts' }).limit(1, { referencedTable: 'posts' });
    expect(error).toBeNull();
    expect(data).toHaveLength(5);
    expect(adaPosts(data)?.map((p) => p.id)).toEqual([1]);
  });

  it(covers('postgrest-js', r('embedded transforms › embedded range'), 'pages the embedded posts of each member'), async () => {
    const { data, error } = await members().order('id', { referencedTable: 'posts' }).range(1, 1, { referencedTable: 'posts' });
    expect(error).toBeNull();
    expect(adaPosts(data)?.map((p) => p.id)).toEqual([2]);
  });
});
