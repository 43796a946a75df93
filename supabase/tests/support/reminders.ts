import type { Database } from '@aayra/local-stack/database';
import { as, completedSession, createLearner, serviceRole } from './learners';

export interface ScheduledLearner {
  timezone: string;
  /** Comma-joined weekday names, e.g. 'Monday,Wednesday'. */
  weekdays: string | null;
  /** 'HH:MM' in the learner's zone. */
  start: string | null;
  studyReminders?: boolean;
  smartNotifications?: boolean;
}

/** A learner with a study schedule and notification switches, as the profile and settings save them. */
export async function scheduledLearner(db: Database, options: ScheduledLearner): Promise<string> {
  const id = await createLearner(db, { timezone: options.timezone, plan: 'premium' });
  await db.query(
    `update public.users set preferredstudyweekdays = $2, preferredstudystarttime = $3 where userid = $1`,
    [id, options.weekdays, options.start],
  );
  await db.query(
    `update public.notification_preferences
     set study_reminders_enabled = $2, smart_notifications_enabled = $3 where user_id = $1`,
    [id, options.studyReminders ?? true, options.smartNotifications ?? true],
  );
  return id;
}

/** A pending review of a completed session on `subject - topic`, due on the local date `due`. */
export async function reviewDue(
  db: Database,
  userid: string,
  due: string,
  subject = 'Chemistry',
  topic = 'Acids',
): Promise<void> {
  const session = await completedSession(db, userid, subject, topic);
  await db.query(
    'update public.reviewcycleentries set currentreviewduedate = $2 where sessionid = $1',
    [session.sessionid, due],
  );
}

/** The scheduler as the edge function calls it (service role); how many rows it wrote. */
export async function scheduleReminders(db: Database, runAt?: string): Promise<number> {
  const { rows } = await as(db, serviceRole, (tx) =>
    tx.query<{ written: number }>('select public.schedule_reminders($1::timestamptz) as written', [
      runAt ?? null,
    ]),
  );
  return Number(rows[0]!.written);
}

/**
 * Runs the scheduler as the every-minute job would, with the database clock moved to each
 * instant from `from` to `to` (inclusive) in steps of `stepMinutes`. One round trip: the loop runs
 * in the database, so a sweep over days takes moments on both engines.
 */
export async function sweepScheduler(
  db: Database,
  from: string,
  to: string,
  stepMinutes = 1,
): Promise<void> {
  await db.query(
    `do $$
     declare moment timestamptz;
     begin
       for moment in select generate_series('${from}'::timestamptz, '${to}'::timestamptz, interval '${stepMinutes} minutes') loop
         insert into private.clock (id, frozen_at) values (true, moment)
         on conflict (id) do update set frozen_at = excluded.frozen_at;
         perform public.schedule_reminders();
       end loop;
     end $$`,
  );
}

export interface WrittenReminder {
  kind: string;
  /** The slot in the learner's own zone, e.g. 'Mon 23 07:15'. */
  local: string;
  /** The slot in UTC, e.g. '2026-11-22 18:15'. */
  utc: string;
  /** When the row was written, in UTC. */
  writtenAt: string;
  scheduledAt: string;
  status: string;
  content: {
    title: string;
    body: string;
    type: string;
    tag: string;
    icon: string;
    sourceData: Record<string, unknown>;
  };
}

/** The learner's scheduled reminders, in slot order. */
export async function remindersOf(db: Database, userid: string): Promise<WrittenReminder[]> {
  const { rows } = await db.query<WrittenReminder>(
    `select l.notification_type as kind,
            to_char(l.reminder_slot at time zone u.timezone, 'Dy DD HH24:MI') as local,
            to_char(l.reminder_slot at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as utc,
            to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as "writtenAt",
            to_char(l.scheduled_time at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as "scheduledAt",
            l.status, l.content
     from public.notification_logs l join public.users u on u.userid = l.user_id
     where l.user_id = $1 and l.reminder_slot is not null
     order by l.reminder_slot, l.notification_type`,
    [userid],
  );
  return rows;
}

/** Kind and local minute of each reminder, e.g. 'study_reminder Mon 23 07:15'. */
export const slotsOf = async (db: Database, userid: string) =>
  (await remindersOf(db, userid)).map((r) => `${r.kind} ${r.local}`);
