import { describe, expect, it } from 'vitest';
import { PreparedStatements } from './prepared-statements';

describe('the statements a connection keeps prepared', () => {
  it('prepares a text once and names it the same way after', () => {
    const prepared = new PreparedStatements();
    const first = prepared.nameFor('select 1');
    expect(first.isNew).toBe(true);
    expect(prepared.nameFor('select 1')).toEqual({ name: first.name, isNew: false });
    expect(prepared.nameFor('select 2').name).not.toBe(first.name);
  });

  it('pushes out the least recently used beyond its limit and closes it before the next statement', () => {
    const prepared = new PreparedStatements(2);
    const a = prepared.nameFor('a').name;
    const b = prepared.nameFor('b').name;
    prepared.nameFor('a');
    prepared.nameFor('c');
    expect(prepared.takeStale()).toEqual([b]);
    expect(prepared.takeStale()).toEqual([]);
    expect(prepared.nameFor('a')).toEqual({ name: a, isNew: false });
    expect(prepared.nameFor('b').isNew).toBe(true);
  });

  it('prepares again, under a new name, a statement forgotten after an error', () => {
    const prepared = new PreparedStatements();
    const { name } = prepared.nameFor('select broken');
    prepared.forget([name]);
    expect(prepared.takeStale()).toEqual([name]);
    const again = prepared.nameFor('select broken');
    expect(again.isNew).toBe(true);
    expect(again.name).not.toBe(name);
  });
});
