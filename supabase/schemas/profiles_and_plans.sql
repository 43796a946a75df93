-- Plans and learner profiles: the subscription plans, the profile that follows each auth account
-- (created at sign-up, kept in step with the account's e-mail), the learner's time zone and
-- plan in force, the second factor, and the export of everything a learner owns.

CREATE TYPE public.plan_name AS ENUM (
    'free',
    'free-for-life',
    'premium'
);

CREATE TABLE public.subscriptionplans (
    planname public.plan_name NOT NULL,
    price numeric(10,2) DEFAULT 0 NOT NULL,
    -- Limits during the trial for plans that have one, else always; null means unlimited.
    maxsessionsperday integer,
    maxsessionsperweek integer,
    billingcycle text DEFAULT 'monthly'::text NOT NULL,
    adsenabled boolean DEFAULT false NOT NULL,
    isactive boolean DEFAULT true NOT NULL,
    -- Days of trial counted from account creation; null means the plan has no countdown.
    trialdays integer,
    -- Limits once the trial is over (only for plans with a trial); null means unlimited.
    posttrialmaxsessionsperday integer,
    posttrialmaxsessionsperweek integer,
    createdat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    updatedat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    CONSTRAINT subscriptionplans_billingcycle_check CHECK ((billingcycle = ANY (ARRAY['monthly'::text, 'yearly'::text, 'lifetime'::text, 'none'::text]))),
    CONSTRAINT subscriptionplans_maxsessionsperday_check CHECK ((maxsessionsperday > 0)),
    CONSTRAINT subscriptionplans_maxsessionsperweek_check CHECK ((maxsessionsperweek > 0)),
    CONSTRAINT subscriptionplans_posttrialmaxsessionsperday_check CHECK ((posttrialmaxsessionsperday > 0)),
    CONSTRAINT subscriptionplans_posttrialmaxsessionsperweek_check CHECK ((posttrialmaxsessionsperweek > 0)),
    CONSTRAINT subscriptionplans_price_check CHECK ((price >= (0)::numeric)),
    CONSTRAINT subscriptionplans_trialdays_check CHECK ((trialdays > 0)),
    CONSTRAINT subscriptionplans_pkey PRIMARY KEY (planname)
);
ALTER TABLE public.subscriptionplans ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.subscriptionplans FROM anon, authenticated;
GRANT SELECT ON TABLE public.subscriptionplans TO anon, authenticated;

CREATE TABLE public.users (
    userid uuid NOT NULL,
    displayname text,
    email text,
    studentcategory text DEFAULT 'college'::text NOT NULL,
    profilepictureurl text,
    -- Comma-joined weekday names, e.g. 'Monday,Wednesday'; a single name is a list of one.
    preferredstudyweekdays text,
    preferredstudystarttime text,
    timezone text DEFAULT 'UTC'::text NOT NULL,
    weeklygoal integer DEFAULT 10 NOT NULL,
    subscription_plan public.plan_name DEFAULT 'free'::public.plan_name NOT NULL,
    subscription_started_at timestamp with time zone,
    -- Set by the payment webhook for paid plans; null while the plan runs on.
    subscription_ends_at timestamp with time zone,
    currentsubscriptionid text,
    stripe_customer_id text,
    stripe_subscription_id text,
    emailverified boolean DEFAULT false NOT NULL,
    -- Always empty: passwords live in auth.users only.
    passwordhash text DEFAULT ''::text NOT NULL,
    lastloginat timestamp with time zone,
    createdat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    updatedat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    -- timezone stays what the learner chose (and what the profile shows). While a change is
    -- pending, timezone_in_force is the zone still in force and timezone_changes_at the moment (the
    -- next local midnight of that zone) from which the chosen one applies; both are null otherwise.
    -- Only the trigger below writes them: learners have no column grant on them.
    timezone_in_force text,
    timezone_changes_at timestamp with time zone,
    -- Cancelled in the customer portal: premium runs until subscription_ends_at, then stops.
    subscription_cancel_at_period_end boolean DEFAULT false NOT NULL,
    -- The last renewal payment failed (and none has succeeded since): premium ends at
    -- subscription_ends_at unless a retry succeeds.
    subscription_payment_failed_at timestamp with time zone,
    CONSTRAINT users_displayname_check CHECK (private.check_input(((char_length(btrim(displayname)) >= 1) AND (char_length(btrim(displayname)) <= private.display_name_max_length())), format('Display name must be 1 to %s characters'::text, private.display_name_max_length()))),
    CONSTRAINT users_passwordhash_check CHECK ((passwordhash = ''::text)),
    CONSTRAINT users_preferredstudystarttime_check CHECK (private.check_input((preferredstudystarttime ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'::text), 'Preferred study start time must be HH:MM, from 00:00 to 23:59'::text)),
    CONSTRAINT users_preferredstudyweekdays_check CHECK (private.check_input((preferredstudyweekdays ~ '^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(, ?(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))*$'::text), 'Preferred study weekdays must be weekday names from Monday to Sunday, separated by commas'::text)),
    CONSTRAINT users_studentcategory_check CHECK (private.check_input((studentcategory = ANY (ARRAY['high_school'::text, 'college'::text, 'graduate'::text, 'professional'::text, 'lifelong_learner'::text, 'competitive_exam'::text])), 'Student category must be one of high_school, college, graduate, professional, lifelong_learner, competitive_exam'::text)),
    CONSTRAINT users_time_zone_change_pending CHECK (((timezone_in_force IS NULL) = (timezone_changes_at IS NULL))),
    CONSTRAINT users_timezone_check CHECK (private.check_input(private.is_time_zone(timezone), 'Time zone must be an IANA time zone name such as Europe/Paris'::text)),
    CONSTRAINT users_weeklygoal_check CHECK (private.check_input((weeklygoal = ANY (ARRAY[10, 20, 30, 40, 50])), 'Weekly goal must be 10, 20, 30, 40 or 50'::text)),
    CONSTRAINT users_pkey PRIMARY KEY (userid),
    CONSTRAINT users_subscription_plan_fkey FOREIGN KEY (subscription_plan) REFERENCES public.subscriptionplans(planname),
    CONSTRAINT users_userid_fkey FOREIGN KEY (userid) REFERENCES auth.users(id) ON DELETE CASCADE
);
-- The daily notification service reads learners who chose both weekdays and a start time.
CREATE INDEX users_with_study_schedule ON public.users USING btree (userid) WHERE ((preferredstudyweekdays IS NOT NULL) AND (preferredstudystarttime IS NOT NULL));
ALTER TABLE public.users ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.users FROM anon, authenticated;
GRANT SELECT ON TABLE public.users TO authenticated;
GRANT INSERT (userid, displayname, email, studentcategory, profilepictureurl, preferredstudyweekdays, preferredstudystarttime, timezone, weeklygoal, lastloginat) ON TABLE public.users TO authenticated;
GRANT UPDATE (displayname, studentcategory, profilepictureurl, preferredstudyweekdays, preferredstudystarttime, timezone, weeklygoal, lastloginat) ON TABLE public.users TO authenticated;

-- Sign-up metadata comes from the browser: a bad value falls back to the default instead of
-- blocking the account; the learner fixes it on the profile page.
CREATE FUNCTION private.create_profile_for_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
REVOKE EXECUTE ON FUNCTION private.create_profile_for_new_user() FROM PUBLIC;

-- The zone in force at app_now() for a profile row's three time-zone columns.
CREATE FUNCTION private.zone_in_force(chosen text, previous text, changes_at timestamp with time zone) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if changes_at > private.app_now() then
    return previous;
  end if;
  return chosen;
end
$$;

-- A paid plan whose end has passed is the free plan again (with the post-trial limits of an
-- account past its trial), even before the provider's own event says so.
CREATE FUNCTION private.learner_plan(learner uuid) RETURNS TABLE(plan_name public.plan_name, is_trial boolean, trial_ends_at timestamp with time zone, sessions_per_day integer, sessions_per_week integer, ads_enabled boolean, started_at timestamp with time zone, ends_at timestamp with time zone, zone text)
    LANGUAGE plpgsql STABLE ROWS 1
    SET search_path TO ''
    AS $$
begin
  return query
  select
    p.planname,
    t.in_trial,
    t.trial_ends_at,
    case when t.trial_ends_at is null or t.in_trial then p.maxsessionsperday else p.posttrialmaxsessionsperday end,
    case when t.trial_ends_at is null or t.in_trial then p.maxsessionsperweek else p.posttrialmaxsessionsperweek end,
    p.adsenabled,
    coalesce(u.subscription_started_at, u.createdat),
    u.subscription_ends_at,
    private.zone_in_force(u.timezone, u.timezone_in_force, u.timezone_changes_at)
  from public.users u
  cross join lateral (
    select case
      when u.subscription_plan <> 'free' and u.subscription_ends_at <= private.app_now() then 'free'
      else u.subscription_plan
    end as planname
  ) current_plan
  join public.subscriptionplans p on p.planname = current_plan.planname
  cross join lateral (
    select
      u.createdat + make_interval(days => p.trialdays) as trial_ends_at,
      p.trialdays is not null and private.app_now() < u.createdat + make_interval(days => p.trialdays) as in_trial
  ) t
  where u.userid = learner;
end
$$;

-- The learner's time zone in force, for every "today" of the product; UTC until a profile exists.
CREATE FUNCTION private.learner_timezone(learner uuid) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return coalesce(
    (select private.zone_in_force(u.timezone, u.timezone_in_force, u.timezone_changes_at)
     from public.users u where u.userid = learner),
    'UTC');
end
$$;

-- The profile's copy of the learner's e-mail and its verification follows the account: an
-- address is confirmed by an e-mailed link after sign-up, and a change of address applies only
-- once both links are followed, long after the profile row was made.
CREATE FUNCTION private.profile_follows_account() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.users
     set email = new.email,
         emailverified = new.email_confirmed_at is not null
   where userid = new.id
     and (email is distinct from new.email or emailverified is distinct from (new.email_confirmed_at is not null));
  return null;
end
$$;
REVOKE EXECUTE ON FUNCTION private.profile_follows_account() FROM PUBLIC;

-- Whatever a client sends for the bookkeeping columns is replaced. A new profile starts in its
-- zone at once. On update: a change whose moment has passed is simply the zone in force; choosing
-- the zone in force again cancels a pending change; choosing yet another zone while one is pending
-- only replaces the pending zone (its moment stays); otherwise the new zone waits for the next
-- local midnight of the zone in force.
CREATE FUNCTION private.schedule_time_zone_change() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
REVOKE EXECUTE ON FUNCTION private.schedule_time_zone_change() FROM PUBLIC;

CREATE FUNCTION private.second_factor_given() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = auth.uid() and f.status::text = 'verified'
    );
$$;
REVOKE EXECUTE ON FUNCTION private.second_factor_given() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.second_factor_given() TO authenticated;

-- Every row of every learner table the caller may read, by table name. Runs as the caller, so
-- row-level security gives it its own rows and none of another learner's; a table added later is
-- included without a change here.
CREATE FUNCTION public.export_my_data() RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  learner_table record;
  rows jsonb;
  result jsonb := jsonb_build_object('exportedat', private.app_now(), 'userid', (select auth.uid()));
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to export your data' using errcode = '42501';
  end if;
  for learner_table in
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity and c.relname <> 'subscriptionplans'
    order by c.relname
  loop
    execute format('select coalesce(jsonb_agg(to_jsonb(t)), ''[]''::jsonb) from public.%I t', learner_table.name)
      into rows;
    result := result || jsonb_build_object(learner_table.name, rows);
  end loop;
  return result;
end
$$;
REVOKE EXECUTE ON FUNCTION public.export_my_data() FROM PUBLIC, anon;

-- Runs as the caller, so row-level security limits it to the caller's own profile: another
-- learner's id gives no row; the service role may ask for anyone.
-- status: 'trialing' during a trial, 'trial_ended' after it, 'active' for plans without one.
-- days_remaining: whole days left in the trial (learner's calendar), or until a paid plan ends,
-- counted from the learner's today (learner_today).
CREATE FUNCTION public.get_user_subscription_status(user_id_param uuid) RETURNS TABLE(plan_name public.plan_name, status text, start_date timestamp with time zone, end_date timestamp with time zone, days_remaining integer, sessions_per_day integer, sessions_per_week integer, ads_enabled boolean, is_trial boolean)
    LANGUAGE plpgsql STABLE ROWS 1
    SET search_path TO ''
    AS $$
begin
  return query
  select
    p.plan_name,
    case
      when p.is_trial then 'trialing'
      when p.trial_ends_at is not null then 'trial_ended'
      else 'active'
    end,
    p.started_at,
    coalesce(p.trial_ends_at, p.ends_at),
    case
      when p.trial_ends_at is not null then
        greatest(0, (p.trial_ends_at at time zone p.zone)::date - private.learner_today(user_id_param))
      when p.ends_at is not null then
        greatest(0, (p.ends_at at time zone p.zone)::date - private.learner_today(user_id_param))
    end,
    p.sessions_per_day,
    p.sessions_per_week,
    p.ads_enabled,
    p.is_trial
  from private.learner_plan(user_id_param) p;
end
$$;
REVOKE EXECUTE ON FUNCTION public.get_user_subscription_status(uuid) FROM PUBLIC, anon;

-- ---------------------------------------------------------------- who reads and writes what

-- The app inserts the profile when the sign-up trigger could not, so no learner is left without one.
CREATE POLICY "Learners create their own profile" ON public.users FOR INSERT TO authenticated WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

-- Visitors compare plans on the landing page and learners on the settings page.
CREATE POLICY "Plans are visible to everyone" ON public.subscriptionplans FOR SELECT TO anon, authenticated USING (true);

-- A learner edits only its own profile (which columns: see the grants below).
CREATE POLICY "Profiles are editable by their owner" ON public.users FOR UPDATE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid))) WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

-- A learner reads only its own profile.
CREATE POLICY "Profiles are visible to their owner" ON public.users FOR SELECT TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Second factor given when turned on" ON public.users AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

-- ---------------------------------------------------------------- triggers

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.create_profile_for_new_user();

CREATE TRIGGER on_auth_user_email_changed AFTER UPDATE OF email, email_confirmed_at ON auth.users FOR EACH ROW WHEN ((((old.email)::text IS DISTINCT FROM (new.email)::text) OR (old.email_confirmed_at IS DISTINCT FROM new.email_confirmed_at))) EXECUTE FUNCTION private.profile_follows_account();

CREATE TRIGGER subscriptionplans_touch_updatedat BEFORE UPDATE ON public.subscriptionplans FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at('updatedat');

CREATE TRIGGER users_schedule_time_zone_change BEFORE INSERT OR UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION private.schedule_time_zone_change();

CREATE TRIGGER users_touch_updatedat BEFORE UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at('updatedat');

-- ---------------------------------------------------------------- product data
-- The product's plans (decisions.md): free has a 45-day trial at 2 a day / 14 a week, then 2 a
-- week (at most 2 a day); premium and free-for-life are unlimited.
INSERT INTO public.subscriptionplans
  (planname, price, maxsessionsperday, maxsessionsperweek, billingcycle, adsenabled, trialdays,
   posttrialmaxsessionsperday, posttrialmaxsessionsperweek)
VALUES
  ('free', 0, 2, 14, 'none', true, 45, 2, 2),
  ('premium', 9.99, null, null, 'monthly', false, null, null, null),
  ('free-for-life', 0, null, null, 'lifetime', false, null, null, null)
ON CONFLICT (planname) DO NOTHING;
