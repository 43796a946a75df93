import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The workspace's own lint configuration, run on small sources placed (in memory) where code that
// ships lives: every way of casting what the backend answered is refused, and the typed or checked
// ways of reading it, `as const` and casts of other values are accepted.
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'aayra/no-backend-casts';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: workspaceRoot, overrideConfigFile: `${workspaceRoot}eslint.config.js` });
});

/** How many casts of backend data the rule reports in `body`, the body of an api function at `filePath`. */
async function backendCasts(body: string, filePath = 'mf-reviews/src/lib/api/probe.ts'): Promise<number> {
  const source = `import { getSupabase } from '@aayra/supabase/client';\n\nexport async function probe() {\n${body}\n}\n`;
  const [result] = await eslint.lintText(source, { filePath: `${workspaceRoot}${filePath}` });
  const messages = result?.messages ?? [];
  // A source that does not parse would prove nothing.
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === RULE).length;
}

describe('a cast of what the backend answered is refused', () => {
  const shapes: Record<string, string> = {
    'a destructured data': "  const { data } = await getSupabase().rpc('get_recall');\n  return data as string[];",
    'a destructured error': "  const { error } = await getSupabase().from('profiles').select('userid');\n  return error as Error;",
    'the .data of a kept result': "  const result = await getSupabase().from('profiles').select('userid').single();\n  return result.data as { userid: string };",
    'the .data of the awaited call itself': "  return (await getSupabase().rpc('get_recall')).data as string[];",
    'a column of a row': "  const { data } = await getSupabase().from('typednotedrafts').select('notes').maybeSingle();\n  return data?.notes as string[];",
    'data with a fallback': "  const { data } = await getSupabase().rpc('get_recall');\n  return (data ?? []) as string[];",
    'an edge function’s answer': "  const { data } = await getSupabase().functions.invoke('read-study-link');\n  return data as { title: string };",
    'a stored file': "  const { data } = await getSupabase().storage.from('study-materials').download('a/b');\n  return data as Blob;",
    'an awaited query kept before it ran': "  const query = getSupabase().from('profiles').select('userid');\n  const { data } = await query;\n  return data as { userid: string }[];",
    'a response’s JSON': "  const response = await fetch('/answer');\n  return (await response.json()) as { title: string };",
    'a response’s JSON with a fallback': "  const response = await fetch('/answer');\n  return (await response.json().catch(() => null)) as { title: string } | null;",
    'a cast through unknown': "  const { data } = await getSupabase().rpc('get_recall');\n  return data as unknown as string[];",
    'an angle-bracket cast': "  const { data } = await getSupabase().rpc('get_recall');\n  return <string[]>data;",
    'a realtime change’s row': "  getSupabase().channel('c').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notification_logs' }, (payload) => console.log(payload.new as { id: string }));",
    'an edge function’s answer typed by invoke<T>': "  const { data } = await getSupabase().functions.invoke<{ url: string }>('create-checkout');\n  return data;",
  };

  for (const [shape, body] of Object.entries(shapes)) {
    it(`refuses ${shape}`, async () => {
      expect(await backendCasts(body)).toBe(1);
    });
  }

  it('refuses it in every folder of code that ships and in the edge functions', async () => {
    const body = "  const { data } = await getSupabase().rpc('get_recall');\n  return data as string[];";
    const files = [
      'shell/src/pages/probe.ts', 'mf-session-flow/src/features/upload/api/probe.ts', 'supabase/src/home/probe.ts',
      'supabase/functions/_shared/probe.ts', 'service-worker/src/probe.ts', 'app-contract/src/probe.ts', 'mf-auth/src/features/profile/Probe.tsx',
    ];
    for (const file of files) expect(await backendCasts(body, file), file).toBe(1);
  });
});

describe('typed and checked reading of backend data is accepted', () => {
  const shapes: Record<string, string> = {
    'the generated types, without a cast': "  const { data, error } = await getSupabase().rpc('get_recall');\n  if (error) throw error;\n  return data;",
    'a JSON answer taken as unknown and checked': "  const response = await fetch('/answer');\n  const body: unknown = await response.json();\n  return typeof body === 'string' ? body : null;",
    'as const around backend data': "  const { data } = await getSupabase().rpc('get_recall');\n  return [data, 'recall'] as const;",
    'as const': "  return { kind: 'answered' } as const;",
    'a cast of a value from elsewhere': "  return document.getElementById('probe') as HTMLInputElement | null;",
    'Array.from, which is not the client’s from': '  return Array.from(new Set([1, 2])) as number[];',
    'a cast of the page’s own scope': '  return self as unknown as Worker;',
    'an edge function’s answer taken as unknown': "  const { data } = await getSupabase().functions.invoke<unknown>('web-push-key');\n  return typeof data === 'object' ? data : null;",
    'a cast in a handler of something other than database changes': "  window.addEventListener('message', (event) => console.log(event.data as string));",
  };

  for (const [shape, body] of Object.entries(shapes)) {
    it(`accepts ${shape}`, async () => {
      expect(await backendCasts(body)).toBe(0);
    });
  }

  it('leaves tests free to shape their fixtures', async () => {
    expect(await backendCasts("  const { data } = await getSupabase().rpc('get_recall');\n  return data as string[];", 'mf-reviews/src/lib/api/probe.test.ts'))
      .toBe(0);
  });
});
