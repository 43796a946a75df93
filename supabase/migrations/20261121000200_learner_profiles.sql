-- Learner profiles (table users, one row per auth user), created from the sign-up metadata.

create table public.users (
  userid uuid primary key references auth.users (id) on delete cascade,
  displayname text
    check (private.check_input(char_length(btrim(displayname)) between 1 and 60,
      'Display name must be 1 to 60 characters')),
  email text,
  studentcategory text not null default 'college'
    check (private.check_input(studentcategory in ('high_school', 'college', 'graduate', 'professional', 'lifelong_learner', 'competitive_exam'),
      'Student category must be one of high_school, college, graduate, professional, lifelong_learner, competitive_exam')),
  profilepictureurl text,
  -- Comma-joined weekday names, e.g. 'Monday,Wednesday'; a single name is a list of one.
  preferredstudyweekdays text
    check (private.check_input(preferredstudyweekdays ~ '^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(, ?(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))*$',
      'Preferred study weekdays must be weekday names from Monday to Sunday, separated by commas')),
  preferredstudystarttime text
    check (private.check_input(preferredstudystarttime ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$',
      'Preferred study start time must be HH:MM, from 00:00 to 23:59')),
  timezone text not null default 'UTC'
    check (private.check_input(private.is_time_zone(timezone),
      'Time zone must be an IANA time zone name such as Europe/Paris')),
  weeklygoal integer not null default 10
    check (private.check_input(weeklygoal in (10, 20, 30, 40, 50),
      'Weekly goal must be 10, 20, 30, 40 or 50')),
  subscription_plan text not null default 'free' references public.subscriptionplans (planname),
  subscription_started_at timestamptz,
  -- Set by the payment webhook for paid plans; null while the plan runs on.
  subscription_ends_at timestamptz,
  currentsubscriptionid text,
  stripe_customer_id text,
  stripe_subscription_id text,
  emailverified boolean not null default false,
  -- Always empty: passwords live in auth.users only.
  passwordhash text not null default '' check (passwordhash = ''),
  lastloginat timestamptz,
  createdat timestamptz not null default private.app_now(),
  updatedat timestamptz not null default private.app_now(),
  -- timezone stays what the learner chose (and what the profile shows). While a change is
  -- pending, timezone_in_force is the zone still in force and timezone_changes_at the moment (the
  -- next local midnight of that zone) from which the chosen one applies; both are null otherwise.
  -- Only the trigger below writes them: learners have no column grant on them.
  timezone_in_force text,
  timezone_changes_at timestamptz,
  constraint users_time_zone_change_pending
    check ((timezone_in_force is null) = (timezone_changes_at is null))
);

-- The daily notification service reads learners who chose both weekdays and a start time.
create index users_with_study_schedule on public.users (userid)
  where preferredstudyweekdays is not null and preferredstudystarttime is not null;

alter table public.users enable row level security;

-- A learner reads only its own profile.
create policy "Profiles are visible to their owner"
  on public.users for select
  to authenticated
  using (userid = (select auth.uid()));

-- The app inserts the profile when the sign-up trigger could not, so no learner is left without one.
create policy "Learners create their own profile"
  on public.users for insert
  to authenticated
  with check (userid = (select auth.uid()));

-- A learner edits only its own profile (which columns: see the grants below).
create policy "Profiles are editable by their owner"
  on public.users for update
  to authenticated
  using (userid = (select auth.uid()))
  with check (userid = (select auth.uid()));

-- Plan, payment and bookkeeping columns are the server's; a learner edits only what the profile
-- screen shows. Profiles are removed with the account, never by the learner directly.
revoke all on public.users from anon, authenticated;
grant select on public.users to authenticated;
grant insert (userid, displayname, email, studentcategory, profilepictureurl, preferredstudyweekdays,
              preferredstudystarttime, timezone, weeklygoal, lastloginat)
  on public.users to authenticated;
grant update (displayname, studentcategory, profilepictureurl, preferredstudyweekdays,
              preferredstudystarttime, timezone, weeklygoal, lastloginat)
  on public.users to authenticated;

create trigger users_touch_updatedat
  before update on public.users
  for each row execute function private.touch_updated_at('updatedat');

-- ---------------------------------------------------------------- the zone in force
-- Time zone changes cannot bend the daily and weekly limits or the review schedule
-- (docs/decisions.md, "Time zone changes"):
--   1. a change of time zone takes effect from the learner's next local day;
--   2. a learner's day never goes backwards: each session is stamped with the learner's study day,
--      and the learner's today is never before the latest of them (learner_today, with the sessions);
--   3. due dates are read and written against that same today.

-- The zone in force at app_now() for a profile row's three time-zone columns.
create function private.zone_in_force(chosen text, previous text, changes_at timestamptz) returns text
language plpgsql stable
set search_path = ''
as $$
begin
  if changes_at > private.app_now() then
    return previous;
  end if;
  return chosen;
end
$$;

-- The learner's time zone in force, for every "today" of the product; UTC until a profile exists.
create function private.learner_timezone(learner uuid) returns text
language plpgsql stable
set search_path = ''
as $$
begin
  return coalesce(
    (select private.zone_in_force(u.timezone, u.timezone_in_force, u.timezone_changes_at)
     from public.users u where u.userid = learner),
    'UTC');
end
$$;

-- Whatever a client sends for the bookkeeping columns is replaced. A new profile starts in its
-- zone at once. On update: a change whose moment has passed is simply the zone in force; choosing
-- the zone in force again cancels a pending change; choosing yet another zone while one is pending
-- only replaces the pending zone (its moment stays); otherwise the new zone waits for the next
-- local midnight of the zone in force.
create function private.schedule_time_zone_change() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  in_force text;
begin
  if tg_op = 'INSERT' then
    new.timezone_in_force := null;
    new.timezone_changes_at := null;
    return new;
  end if;

  in_force := private.zone_in_force(old.timezone, old.timezone_in_force, old.timezone_changes_at);
  if new.timezone = in_force then
    new.timezone_in_force := null;
    new.timezone_changes_at := null;
  elsif old.timezone_changes_at > private.app_now() then
    new.timezone_in_force := old.timezone_in_force;
    new.timezone_changes_at := old.timezone_changes_at;
  else
    new.timezone_in_force := in_force;
    new.timezone_changes_at :=
      private.local_day_start(private.local_today(in_force) + 1, in_force);
  end if;
  return new;
end
$$;
revoke execute on function private.schedule_time_zone_change() from public, anon, authenticated;

create trigger users_schedule_time_zone_change
  before insert or update on public.users
  for each row execute function private.schedule_time_zone_change();

-- ---------------------------------------------------------------- profile from sign-up
-- Sign-up metadata comes from the browser: a bad value falls back to the default instead of
-- blocking the account; the learner fixes it on the profile page.
create function private.create_profile_for_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  metadata jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  name text := nullif(left(btrim(coalesce(metadata ->> 'displayname', metadata ->> 'display_name', '')), 60), '');
  category text := coalesce(metadata ->> 'studentcategory', metadata ->> 'student_category');
  zone text := metadata ->> 'timezone';
begin
  if category is null or category not in ('high_school', 'college', 'graduate', 'professional', 'lifelong_learner', 'competitive_exam') then
    category := 'college';
  end if;
  if zone is null or not private.is_time_zone(zone) then
    zone := 'UTC';
  end if;
  insert into public.users (userid, displayname, email, studentcategory, timezone, emailverified, createdat, updatedat)
  values (new.id, name, new.email, category, zone, new.email_confirmed_at is not null,
          coalesce(new.created_at, private.app_now()), coalesce(new.created_at, private.app_now()))
  on conflict (userid) do nothing;
  return new;
end
$$;
revoke execute on function private.create_profile_for_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.create_profile_for_new_user();
