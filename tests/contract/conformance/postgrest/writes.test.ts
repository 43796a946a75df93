import { afterAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { DANA, NOTES } from './reads-fixture';

const NOTE = { message: 'Mitochondria make energy', username: 'amara', group_id: 1 };
const byId = <T extends { id: number }>(rows: T[] | null) => [...(rows ?? [])].sort((a, b) => a.id - b.id);

// Runs in order on draft_notes, which only this file writes: each step reads the table whole.
describe.each(conformanceStacks)('writes ($name)', (stack) => {
  const db = clientFor(stack);
  const notes = () => db.from('draft_notes');
  const restoreNote3 = () => notes().upsert(NOTES[2]!);

  describe('basic insert, update, delete', () => {
    afterAll(restoreNote3);

    it(covers('postgrest-js', 'basic › basic insert, update, delete › basic insert', 'inserts a row and hands it back with 201'), async () => {
      const res = await notes().insert(NOTE).select();
      expect([res.status, res.statusText, res.error]).toEqual([201, 'Created', null]);
      expect(res.data).toEqual([{ id: 5, data: null, ...NOTE }]);
      expect(byId((await notes().select()).data)).toEqual([...NOTES, { id: 5, data: null, ...NOTE }]);
    });

    it(covers('postgrest-js', 'basic › basic insert, update, delete › upsert', 'an upsert that meets its key updates the row and answers 200'), async () => {
      const res = await notes().upsert({ id: 3, ...NOTE, group_id: 2 }).select();
      expect([res.status, res.error]).toEqual([200, null]);
      expect(res.data).toEqual([{ id: 3, data: null, ...NOTE, group_id: 2 }]);
      expect(byId((await notes().select()).data)[2]).toEqual({ id: 3, data: null, ...NOTE, group_id: 2 });
    });

    it(covers('postgrest-js', 'basic › basic insert, update, delete › bulk insert', 'inserts two rows at once'), async () => {
      const res = await notes().insert([NOTE, NOTE]).select();
      expect([res.status, res.error]).toEqual([201, null]);
      expect(res.data).toEqual([{ id: 6, data: null, ...NOTE }, { id: 7, data: null, ...NOTE }]);
      expect((await notes().select()).data).toHaveLength(7);
    });

    it(covers('postgrest-js', 'basic › basic insert, update, delete › insert quoted column', 'a column name with a space inserts; a taken key answers 409 23505'), async () => {
      const res = await db.from('flashcard_decks').insert([{ 'deck title': 'Cells', id: 1 }]).select('"deck title", id ');
      expect([res.status, res.statusText, res.data]).toEqual([409, 'Conflict', null]);
      expect(res.error).toEqual({
        code: '23505',
        details: 'Key (id)=(1) already exists.',
        hint: null,
        message: 'duplicate key value violates unique constraint "flashcard_decks_pkey"',
      });
      const added = await db.from('flashcard_decks').insert([{ 'deck title': 'Cells', id: 10 }]).select('"deck title", id ').rollback();
      expect([added.status, added.data]).toEqual([201, [{ 'deck title': 'Cells', id: 10 }]]);
    });

    it(covers('postgrest-js', 'basic › basic insert, update, delete › basic update', 'updates the rows a filter picks'), async () => {
      const res = await notes().update({ group_id: 2 }).eq('message', NOTE.message).select();
      expect([res.status, res.error]).toEqual([200, null]);
      expect(byId(res.data).map((r) => [r.id, r.group_id])).toEqual([[3, 2], [5, 2], [6, 2], [7, 2]]);
      expect(byId((await notes().select()).data).map((r) => r.group_id)).toEqual([1, 2, 2, 3, 2, 2, 2]);
    });

    it(covers('postgrest-js', 'basic › basic insert, update, delete › basic delete', 'deletes the rows a filter picks and hands them back'), async () => {
      const res = await notes().delete().eq('message', NOTE.message).select();
      expect([res.status, res.error]).toEqual([200, null]);
      expect(byId(res.data).map((r) => r.id)).toEqual([3, 5, 6, 7]);
      expect(byId((await notes().select()).data)).toEqual([NOTES[0], NOTES[1], NOTES[3]]);
    });
  });

  describe("insert, update, delete with count: 'exact'", () => {
    afterAll(restoreNote3);

    it(covers('postgrest-js', "basic › insert, update, delete with count: 'exact' › insert with count: 'exact'", 'an insert counts the row it added'), async () => {
      const res = await notes().insert(NOTE, { count: 'exact' }).select();
      expect([res.status, res.count, res.error]).toEqual([201, 1, null]);
      expect(res.data).toEqual([{ id: 8, data: null, ...NOTE }]);
      expect((await notes().select()).data).toHaveLength(5);
    });

    it(covers('postgrest-js', "basic › insert, update, delete with count: 'exact' › upsert with count: 'exact'", 'an upsert counts the row it changed'), async () => {
      const res = await notes().upsert({ id: 3, ...NOTE, group_id: 2 }, { count: 'exact' }).select();
      expect([res.status, res.count, res.error]).toEqual([200, 1, null]);
      expect(res.data).toEqual([{ id: 3, data: null, ...NOTE, group_id: 2 }]);
    });

    it(covers('postgrest-js', "basic › insert, update, delete with count: 'exact' › bulk insert with count: 'exact'", 'a bulk insert counts its rows'), async () => {
      const res = await notes().insert([NOTE, NOTE], { count: 'exact' }).select();
      expect([res.status, res.count, res.error]).toEqual([201, 2, null]);
      expect(res.data?.map((r) => r.id)).toEqual([9, 10]);
    });

    it(covers('postgrest-js', "basic › insert, update, delete with count: 'exact' › bulk insert with column defaults", 'missing keys take the column default, not null'), async () => {
      const res = await db.from('study_groups').insert([{ id: 100 }, { slug: 'physics' }], { defaultToNull: false }).select().rollback();
      expect([res.status, res.error]).toEqual([201, null]);
      expect(res.data?.[0]).toEqual({ id: 100, data: null, slug: null });
      expect(res.data?.[1]).toEqual({ id: expect.any(Number), data: null, slug: 'physics' });
      expect((await db.from('study_groups').select().eq('slug', 'physics')).data).toEqual([]);
    });

    it(covers('postgrest-js', "basic › insert, update, delete with count: 'exact' › bulk upsert with column defaults", "a merge sets every payload column, a row's missing ones to their default"), async () => {
      const res = await db.from('study_groups').upsert([{ id: 1 }, { slug: 'physics' }], { defaultToNull: false }).select().rollback();
      expect([res.status, res.error]).toEqual([201, null]);
      expect(res.data?.[0]).toEqual({ id: 1, data: null, slug: null });
      expect(res.data?.[1]).toEqual({ id: expect.any(Number), data: null, slug: 'physics' });
      expect((await db.from('study_groups').select('slug').eq('id', 1)).data).toEqual([{ slug: 'biology' }]);
    });

    it(covers('postgrest-js', "basic › insert, update, delete with count: 'exact' › update with count: 'exact'", 'an update counts the rows it changed'), async () => {
      const res = await notes().update({ group_id: 2 }, { count: 'exact' }).eq('message', NOTE.message).select();
      expect([res.status, res.count, res.error]).toEqual([200, 4, null]);
      expect(byId(res.data).map((r) => r.id)).toEqual([3, 8, 9, 10]);
    });

    it(covers('postgrest-js', "basic › insert, update, delete with count: 'exact' › basic delete count: 'exact'", 'a delete counts the rows it removed'), async () => {
      const res = await notes().delete({ count: 'exact' }).eq('message', NOTE.message).select();
      expect([res.status, res.count, res.error]).toEqual([200, 4, null]);
      expect(byId((await notes().select()).data)).toEqual([NOTES[0], NOTES[1], NOTES[3]]);
    });
  });

  it(covers('postgrest-js', 'basic › on_conflict insert', 'an upsert on a named conflict column hands back the row'), async () => {
    const res = await db.from('learners').upsert({ username: 'dana' }, { onConflict: 'username' }).select();
    expect([res.status, res.error, res.data]).toEqual([200, null, [DANA]]);
  });

  it(covers('postgrest-js', 'basic › ignoreDuplicates upsert', 'an upsert that ignores duplicates hands back nothing, 201'), async () => {
    const res = await db.from('learners').upsert({ username: 'dana' }, { onConflict: 'username', ignoreDuplicates: true }).select();
    expect([res.status, res.error, res.data]).toEqual([201, null, []]);
  });

  it(covers('postgrest-js', 'basic › update with no match - return=minimal', 'an update that meets no row answers 204'), async () => {
    const res = await db.from('learners').update({ data: '' }).eq('username', 'nobody');
    expect([res.status, res.statusText, res.error, res.data]).toEqual([204, 'No Content', null, null]);
  });

  it(covers('postgrest-js', 'basic › update with no match - return=representation', 'an update that meets no row hands back an empty list'), async () => {
    const res = await db.from('learners').update({ data: '' }).eq('username', 'nobody').select();
    expect([res.status, res.error, res.data]).toEqual([200, null, []]);
  });

  it('an upsert without select answers 200 when it only met existing rows, 201 when it added one', async () => {
    const merged = await db.from('learners').upsert({ username: 'dana' });
    expect([merged.status, merged.error, merged.data]).toEqual([200, null, null]);
    const added = await db.from('visiting_learners').upsert({ username: 'upsert-visitor' });
    expect([added.status, added.error]).toEqual([201, null]);
    await db.from('visiting_learners').delete().eq('username', 'upsert-visitor');
  });

  it(covers('postgrest-js', 'basic › Prefer: return=minimal', 'an insert without select hands back no body'), async () => {
    const res = await db.from('visiting_learners').insert({ username: 'minimal-visitor' });
    expect([res.status, res.error, res.data]).toEqual([201, null, null]);
    expect((await db.from('visiting_learners').delete().eq('username', 'minimal-visitor').select('username')).data).toEqual([{ username: 'minimal-visitor' }]);
  });
});
