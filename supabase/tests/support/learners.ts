import { randomUUID } from 'node:crypto';
import type { Caller, Database, Queryable } from '@aayra/local-stack/database';
import { runAsCaller } from '@aayra/local-stack/run-as-caller';

export const anon: Caller = { role: 'anon', claims: { role: 'anon' } };
export const serviceRole: Caller = { role: 'service_role', claims: { role: 'service_role' } };

export const learner = (userid: string): Caller => ({
  role: 'authenticated',
  claims: { sub: userid, role: 'authenticated', aud: 'authenticated' },
});

export interface NewLearner {
  displayname?: string;
  timezone?: string;
  studentcategory?: string;
  /** When the account was created (the free trial counts from it); default: the clock's now. */
  createdAt?: string;
  plan?: 'free' | 'premium' | 'free-for-life';
}

/** Signs a learner up the way the Auth server does: an auth.users row with sign-up metadata. */
export async function createLearner(db: Database, options: NewLearner = {}): Promise<string> {
  const id = randomUUID();
  const metadata = {
    displayname: options.displayname ?? 'Test Learner',
    studentcategory: options.studentcategory ?? 'college',
    timezone: options.timezone ?? 'UTC',
  };
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data, created_at)
     values ($1, $2, $3, coalesce($4::timestamptz, private.app_now()))`,
    [id, `${id}@example.test`, JSON.stringify(metadata), options.createdAt ?? null],
  );
  if (options.plan)
    await db.query('update public.users set subscription_plan = $2 where userid = $1', [
      id,
      options.plan,
    ]);
  return id;
}

/** Pins the database's clock (private.app_now()) to an instant; null lets it follow now() again. */
export async function setClock(db: Database, instant: string | null): Promise<void> {
  if (instant === null) {
    await db.query('delete from private.clock');
    return;
  }
  await db.query(
    `insert into private.clock (id, frozen_at) values (true, $1)
     on conflict (id) do update set frozen_at = excluded.frozen_at`,
    [instant],
  );
}

export function as<T>(db: Database, caller: Caller, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return runAsCaller(db, caller, fn);
}

/** Starts a session as the learner; returns the row the database wrote. */
export async function startSession(
  db: Database,
  userid: string,
  subject = 'Biology',
  topic = 'Cells',
): Promise<{ sessionid: string; sessionname: string; sequencenumber: number; status: string }> {
  const { rows } = await as(db, learner(userid), (tx) =>
    tx.query<{ sessionid: string; sessionname: string; sequencenumber: number; status: string }>(
      `insert into public.studysessions (subjectname, topicname) values ($1, $2)
       returning sessionid, sessionname, sequencenumber, status`,
      [subject, topic],
    ),
  );
  return rows[0]!;
}

export const FLOW_TO_COMPLETED = [
  'uploading',
  'validating',
  'break_in_progress',
  'completed',
] as const;

/** Moves the learner's session through the given statuses, one update each. */
export async function moveSession(
  db: Database,
  userid: string,
  sessionid: string,
  statuses: readonly string[],
) {
  for (const status of statuses) {
    await as(db, learner(userid), (tx) =>
      tx.query('update public.studysessions set status = $2 where sessionid = $1', [
        sessionid,
        status,
      ]),
    );
  }
}

/** A session taken all the way to completed (which schedules review stage 1). */
export async function completedSession(
  db: Database,
  userid: string,
  subject = 'Biology',
  topic = 'Cells',
) {
  const session = await startSession(db, userid, subject, topic);
  await moveSession(db, userid, session.sessionid, FLOW_TO_COMPLETED);
  return session;
}
