/** One call the code under test made: a table query (with its chained operations) or an rpc. */
export interface FakeCall {
  table?: string;
  rpc?: string;
  args?: unknown;
  ops: [string, ...unknown[]][];
}

export type FakeAnswer = { data: unknown; error: unknown };
export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A stand-in for the supabase-js client: any chain of builder calls is recorded, and awaiting it
 * asks the handler for the answer, the way the real client answers { data, error }.
 */
export function fakeSupabase(handler: FakeHandler) {
  const calls: FakeCall[] = [];
  const builder = (call: FakeCall): unknown => {
    const proxy: unknown = new Proxy(
      {},
      {
        get(_target, property) {
          if (property === 'then') {
            calls.push(call);
            const answer = Promise.resolve().then(() => handler(call));
            return answer.then.bind(answer);
          }
          return (...args: unknown[]) => {
            call.ops.push([String(property), ...args]);
            return proxy;
          };
        },
      },
    );
    return proxy;
  };
  const client = {
    from: (table: string) => builder({ table, ops: [] }),
    rpc: (rpc: string, args?: unknown) => builder({ rpc, args, ops: [] }),
  };
  return { client, calls };
}

/** The value passed to an operation of a call, e.g. opArg(call, 'update'). */
export function opArgs(call: FakeCall, op: string): unknown[] | undefined {
  return call.ops.find(([name]) => name === op)?.slice(1);
}
