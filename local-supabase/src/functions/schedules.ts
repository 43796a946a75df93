import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerContext } from '../server/context';
import { parseCron } from './cron';

/**
 * Scheduled functions. A function declares its schedule in its own index.ts:
 *
 *   export const schedule = '0 7 * * *'; // cron, UTC
 *
 * Deno ignores the export, so the file deploys unchanged. On hosted Supabase the same schedule
 * is a pg_cron job calling the function with pg_net, as Supabase documents:
 *
 *   select cron.schedule('<name>', '0 7 * * *', $$ select net.http_post(
 *     url := 'https://<project>.supabase.co/functions/v1/<name>',
 *     headers := jsonb_build_object('Authorization', 'Bearer ' || <service role key from Vault>,
 *                                   'Content-Type', 'application/json'),
 *     body := jsonb_build_object('scheduled_at', now())) $$);
 *
 * Locally a timer does what that job does: at each matching minute it POSTs to the function
 * with the service role key and {"scheduled_at": ...}.
 */
const SCHEDULE_EXPORT = /export\s+const\s+schedule\s*(?::\s*string\s*)?=\s*(['"`])([^'"`]+)\1/;

export interface ScheduledFunction {
  name: string;
  schedule: string;
}

/** Reads the schedules from the sources without running them. */
export async function readSchedules(functionsDir: string): Promise<ScheduledFunction[]> {
  let entries;
  try {
    entries = await readdir(functionsDir, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: ScheduledFunction[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const source = await readFile(join(functionsDir, entry.name, 'index.ts'), 'utf8').catch(() => '');
    const schedule = SCHEDULE_EXPORT.exec(source)?.[2];
    if (schedule) found.push({ name: entry.name, schedule });
  }
  return found;
}

export async function runScheduledFunction(ctx: ServerContext, name: string, at: Date): Promise<number> {
  const response = await fetch(`${ctx.config.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: ctx.config.anonKey,
      Authorization: `Bearer ${ctx.config.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ scheduled_at: at.toISOString() }),
  });
  await response.body?.cancel();
  return response.status;
}

async function runDue(ctx: ServerContext, at: Date): Promise<void> {
  for (const { name, schedule } of await readSchedules(ctx.config.functionsDir)) {
    let due = false;
    try {
      due = parseCron(schedule).matches(at);
    } catch (error) {
      console.error(`[functions] ${name}: ${(error as Error).message}`);
    }
    if (!due) continue;
    runScheduledFunction(ctx, name, at).then(
      (status) => {
        if (status >= 400) console.error(`[functions] scheduled ${name} answered ${status}`);
      },
      (error: unknown) => console.error(`[functions] scheduled ${name} failed:`, error),
    );
  }
}

/** Starts the local scheduler; returns the function that stops it. */
export function startFunctionSchedules(ctx: ServerContext): () => void {
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const now = new Date();
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    timer = setTimeout(() => {
      void runDue(ctx, new Date(minute.getTime() + 60_000)).finally(tick);
    }, minute.getTime() + 60_000 - now.getTime());
    timer.unref();
  };
  tick();
  return () => clearTimeout(timer);
}
