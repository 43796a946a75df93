-- Notifications: the stored log (written by the server, read by its learner, watched through
-- realtime) and each learner's notification switches.

create table public.notification_logs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (userid) on delete cascade,
  notification_type text not null
    check (private.check_input(notification_type in ('pending_review', 'smart_recap', 'motivational', 'ai_tip', 'study_reminder', 'smart_reminder', 'test'),
      'Notification type must be pending_review, smart_recap, motivational, ai_tip, study_reminder, smart_reminder or test')),
  -- {"title": ..., "body": ...} plus optional sourceData.
  content jsonb not null
    check (private.check_input(jsonb_typeof(content) = 'object' and content ? 'title' and content ? 'body',
      'Notification content needs a title and a body')),
  status text not null default 'scheduled'
    check (private.check_input(status in ('scheduled', 'sent', 'failed'), 'Notification status must be scheduled, sent or failed')),
  scheduled_time timestamptz,
  sent_time timestamptz,
  clicked_at timestamptz,
  created_at timestamptz not null default private.app_now()
);

-- The learner's recent notifications and their delivered / failed / clicked counts.
create index notification_logs_by_user on public.notification_logs (user_id, created_at desc);

alter table public.notification_logs enable row level security;

-- A learner reads (and is sent realtime inserts of) only its own notifications.
create policy "Notifications are visible to their owner"
  on public.notification_logs for select to authenticated
  using (user_id = (select auth.uid()));

-- The learner's browser shows the notification, so it records the delivery and the click.
create policy "Learners record delivery of their own notifications"
  on public.notification_logs for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- Inserted only by the service role (it bypasses row-level security); never deleted by learners.
revoke all on public.notification_logs from anon, authenticated;
grant select on public.notification_logs to authenticated;
grant update (status, sent_time, clicked_at) on public.notification_logs to authenticated;

-- ---------------------------------------------------------------- preferences
create table public.notification_preferences (
  user_id uuid primary key references public.users (userid) on delete cascade,
  study_reminders_enabled boolean not null default true,
  smart_notifications_enabled boolean not null default true,
  created_at timestamptz not null default private.app_now(),
  updated_at timestamptz not null default private.app_now()
);

alter table public.notification_preferences enable row level security;

-- A learner reads only its own switches.
create policy "Notification preferences are visible to their owner"
  on public.notification_preferences for select to authenticated
  using (user_id = (select auth.uid()));

-- The app creates the row when it is missing (older accounts).
create policy "Learners create their own notification preferences"
  on public.notification_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));

-- A learner turns its own reminders on and off.
create policy "Notification preferences are editable by their owner"
  on public.notification_preferences for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

revoke all on public.notification_preferences from anon, authenticated;
grant select on public.notification_preferences to authenticated;
grant insert (user_id, study_reminders_enabled, smart_notifications_enabled) on public.notification_preferences to authenticated;
grant update (study_reminders_enabled, smart_notifications_enabled) on public.notification_preferences to authenticated;

create trigger notification_preferences_touch_updated_at
  before update on public.notification_preferences
  for each row execute function private.touch_updated_at('updated_at');

-- Every new profile starts with both kinds of reminders on.
create function private.create_notification_preferences() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notification_preferences (user_id) values (new.userid)
  on conflict (user_id) do nothing;
  return new;
end
$$;
revoke execute on function private.create_notification_preferences() from public, anon, authenticated;

create trigger users_create_notification_preferences
  after insert on public.users
  for each row execute function private.create_notification_preferences();

-- The notification service subscribes to inserts of its learner's notifications.
alter publication supabase_realtime add table public.notification_logs;
