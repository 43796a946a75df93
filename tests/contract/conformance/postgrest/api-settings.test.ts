/**
 * What config.toml's [api] settings change, as PostgREST applies them on a hosted project (the
 * conformance project keeps the CLI's values: max_rows = 1000, extra_search_path = ["public",
 * "extensions"]): max_rows caps the rows a read or a function answers with, counted whole; every
 * request's search_path is its schema, then extra_search_path; Prefer missing=default evaluates each
 * column default for every row, so ids come from the sequence as on hosted. The client libraries'
 * official suites run without these settings, so the tests name no official behaviour.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { conformanceStacks } from '../support/stacks';

/** A search_path as a list of schema names, whether written quoted ("public") or bare. */
const schemasOf = (searchPath: unknown) => String(searchPath).split(',').map((s) => s.trim().replace(/^"(.*)"$/, '$1'));

describe.each(conformanceStacks)('[api] settings on $name', (stack) => {
  const db = clientFor(stack);
  const prompts = () => db.from('practice_prompts');
  const cards = () => db.from('numbered_cards');
  /** A read sent as supabase-js sends it, for the headers it does not hand back. */
  const get = (path: string, init: RequestInit = {}) =>
    fetch(`${stack.url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, ...init.headers },
    });

  describe('max_rows', () => {
    it('answers a read of 1,500 rows with the first 1,000, and counts all 1,500 (206)', async () => {
      const { data, count, status, error } = await prompts().select('id', { count: 'exact' }).order('id');
      expect(error).toBeNull();
      expect([status, count, data?.length]).toEqual([206, 1500, 1000]);
      expect(data?.at(-1)).toEqual({ id: 1000 });

      const counted = await get('practice_prompts?select=id&order=id', { headers: { prefer: 'count=exact' } });
      expect([counted.status, counted.headers.get('content-range')]).toEqual([206, '0-999/1500']);
      const uncounted = await get('practice_prompts?select=id&order=id');
      expect([uncounted.status, uncounted.headers.get('content-range')]).toEqual([200, '0-999/*']);
      expect(await uncounted.json()).toHaveLength(1000);
      const head = await get('practice_prompts?select=id', { method: 'HEAD', headers: { prefer: 'count=exact' } });
      expect(head.headers.get('content-range')).toBe('0-999/1500');
    });

    it('caps a limit above it, and reads on from an offset past it', async () => {
      expect((await prompts().select('id').order('id').limit(1200)).data).toHaveLength(1000);
      const rest = await prompts().select('id').order('id').range(1200, 1499);
      expect(rest.data?.map((row) => row.id)).toEqual(Array.from({ length: 300 }, (_, i) => 1201 + i));
      const tail = await get('practice_prompts?select=id&order=id&offset=1400', { headers: { prefer: 'count=exact' } });
      expect(tail.headers.get('content-range')).toBe('1400-1499/1500');
      expect((await prompts().select('id').order('id').range(0, 9)).data).toHaveLength(10);
    });

    it('caps the rows a function hands back, and counts them all', async () => {
      const many = await db.rpc('prompt_numbers', { upto: 1500 }, { count: 'exact' });
      expect(many.error).toBeNull();
      expect([many.data?.length, many.count]).toEqual([1000, 1500]);
      expect(many.data?.at(-1)).toBe(1000);
      expect((await db.rpc('prompt_numbers', { upto: 12 }, { get: true })).data).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    });
  });

  describe('extra_search_path', () => {
    it("puts the request's schema first, then extensions, on every request's search_path", async () => {
      const posted = await db.rpc('request_search_path');
      expect(posted.error).toBeNull();
      expect(schemasOf(posted.data)).toEqual(['public', 'public', 'extensions']);
      expect(schemasOf((await db.rpc('request_search_path', {}, { get: true })).data)).toEqual(['public', 'public', 'extensions']);
      const personal = await db.schema('personal').rpc('request_search_path');
      expect(schemasOf(personal.data)).toEqual(['personal', 'public', 'extensions']);
    });

    it("lets a function call an extension's function without naming its schema", async () => {
      const { data, error } = await db.rpc('prompt_fingerprint', { prompt: 'Cells divide by mitosis' });
      expect(error).toBeNull();
      expect(data).toBe(createHash('sha256').update('Cells divide by mitosis').digest('hex'));
    });
  });

  // The tests below follow each other: each reads the identity where the one before left it.
  describe('missing=default', () => {
    it('evaluates the default of every column for every row, so a row with its own id still moves the identity on', async () => {
      const { data, status, error } = await cards()
        .insert([{ label: 'first' }, { id: 1_000_000, label: 'numbered by hand' }, { label: 'third' }], { defaultToNull: false })
        .select();
      expect([status, error]).toEqual([201, null]);
      const [first, own, third] = data!;
      expect(own).toEqual({ id: 1_000_000, label: 'numbered by hand', deck: 'general' });
      expect(first).toMatchObject({ label: 'first', deck: 'general' });
      expect(third).toEqual({ id: first!.id + 2, label: 'third', deck: 'general' });
      // A plain insert takes the next value: the three rows above used three.
      const next = await cards().insert({ label: 'next' }).select().single();
      expect(next.data).toEqual({ id: first!.id + 3, label: 'next', deck: 'general' });
    });

    it('keeps a null a row sends, and fills only the keys it leaves out', async () => {
      const { data, error } = await cards().insert([{ label: 'no deck', deck: null }, { label: 'default deck' }], { defaultToNull: false }).select('label, deck');
      expect(error).toBeNull();
      expect(data).toEqual([{ label: 'no deck', deck: null }, { label: 'default deck', deck: 'general' }]);
    });

    it('inserts one row of defaults for each empty object', async () => {
      const { data, error } = await cards().insert([{}, {}], { defaultToNull: false }).select();
      expect(error).toBeNull();
      expect(data).toHaveLength(2);
      expect(data![1]!.id).toBe(data![0]!.id + 1);
      expect(data!.map((card) => [card.label, card.deck])).toEqual([[null, 'general'], [null, 'general']]);
    });
  });
});
