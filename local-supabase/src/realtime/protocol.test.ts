import { describe, expect, it } from 'vitest';
import { BindingError, bindingCovers, parseBinding, parseFilter } from './change-binding';
import { decodeMessage, encodeMessage, protocolVersionOf } from './phoenix';

describe('Phoenix frames', () => {
  it('reads and writes vsn 2.0.0 arrays and vsn 1.0.0 objects', () => {
    const message = { joinRef: '1', ref: '2', topic: 'realtime:home', event: 'phx_join', payload: { a: 1 } };
    expect(encodeMessage(message, '2.0.0')).toBe('["1","2","realtime:home","phx_join",{"a":1}]');
    expect(JSON.parse(encodeMessage(message, '1.0.0'))).toEqual({ join_ref: '1', ref: '2', topic: 'realtime:home', event: 'phx_join', payload: { a: 1 } });
    expect(decodeMessage(encodeMessage(message, '2.0.0'), '2.0.0')).toEqual(message);
    expect(decodeMessage(encodeMessage(message, '1.0.0'), '1.0.0')).toEqual(message);
  });

  it('ignores frames that are not of the socket’s version', () => {
    expect(decodeMessage('{"topic":"t","event":"e"}', '2.0.0')).toBeNull();
    expect(decodeMessage('[null,"1","t","e",{}]', '1.0.0')).toBeNull();
    expect(decodeMessage('not json', '2.0.0')).toBeNull();
  });

  it('treats a missing vsn as 1.0.0 and refuses unknown versions', () => {
    expect(protocolVersionOf(null)).toBe('1.0.0');
    expect(protocolVersionOf('2.0.0')).toBe('2.0.0');
    expect(protocolVersionOf('3.0.0')).toBeNull();
  });
});

describe('postgres_changes bindings', () => {
  const ids = () => {
    let id = 0;
    return () => ++id;
  };

  it('parses every filter operator, in lists with quotes', () => {
    expect(parseFilter('user_id=eq.abc')).toEqual({ column: 'user_id', operator: 'eq', values: ['abc'] });
    for (const operator of ['neq', 'lt', 'lte', 'gt', 'gte'] as const) {
      expect(parseFilter(`priority=${operator}.5`).operator).toBe(operator);
    }
    expect(parseFilter('status=in.(sent, "failed")')).toEqual({ column: 'status', operator: 'in', values: ['sent', 'failed'] });
    expect(() => parseFilter('status=like.%x')).toThrow(BindingError);
    expect(() => parseFilter('nonsense')).toThrow(BindingError);
  });

  it('numbers bindings in order and matches them to changes by table and event', () => {
    const next = ids();
    const insert = parseBinding({ event: 'INSERT', schema: 'public', table: 'notification_logs' }, next);
    const any = parseBinding({ event: '*', schema: 'public' }, next);
    expect([insert.id, any.id]).toEqual([1, 2]);
    expect(bindingCovers(insert, 'notification_logs', 'INSERT')).toBe(true);
    expect(bindingCovers(insert, 'notification_logs', 'DELETE')).toBe(false);
    expect(bindingCovers(any, 'studysessions', 'UPDATE')).toBe(true);
  });

  it('refuses other schemas and filters without a table', () => {
    expect(() => parseBinding({ event: 'INSERT', schema: 'auth', table: 'users' }, ids())).toThrow(BindingError);
    expect(() => parseBinding({ event: 'INSERT', schema: 'public', filter: 'a=eq.1' }, ids())).toThrow(BindingError);
    expect(() => parseBinding({ event: 'TRUNCATE', schema: 'public' }, ids())).toThrow(BindingError);
  });
});
