-- Notifications and reminders: the notifications a learner is sent (in the app and by push),
-- the learner's switches, the daily reminder run with its titles and templates, push
-- subscriptions and their deliveries, and test notifications.

CREATE TYPE public.notification_kind AS ENUM (
    'pending_review',
    'smart_recap',
    'motivational',
    'ai_tip',
    'study_reminder',
    'smart_reminder',
    'test'
);
-- The reminder rules write a kind they name in text, as for the session status.
CREATE CAST (text AS public.notification_kind) WITH INOUT AS ASSIGNMENT;

-- The settings page's counts over all of the caller's notifications, in one answer: delivered
-- (status 'sent', clicked ones included), failed and clicked. Security invoker: row-level security
-- and the learner filter both keep them the caller's own.
CREATE TYPE public.notification_counts AS (
	delivered integer,
	failed integer,
	clicked integer
);

-- How many bytes a base64url (or base64) text holds; null when it is not such a text.
CREATE FUNCTION private.base64url_bytes(value text) RETURNS integer
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  bare text := rtrim(value, '=');
begin
  if value !~ '^[A-Za-z0-9_+/-]+={0,2}$' or char_length(bare) % 4 = 1 then
    return null;
  end if;
  return length(decode(translate(bare, '-_', '+/') || repeat('=', (4 - char_length(bare) % 4) % 4), 'base64'));
end
$_$;

-- A push service's address. The sender posts to it, so only https, except plain http on this
-- machine for a local push test server.
CREATE FUNCTION private.is_push_endpoint(endpoint text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
begin
  return char_length(endpoint) <= 2048
    and (endpoint ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\s]*)?$'
         or endpoint ~ '^http://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?(/[^\s]*)?$');
end
$_$;

CREATE TABLE public.notification_logs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    notification_type public.notification_kind NOT NULL,
    -- {"title": ..., "body": ...} plus optional sourceData.
    content jsonb NOT NULL,
    status text DEFAULT 'scheduled'::text NOT NULL,
    scheduled_time timestamp with time zone,
    sent_time timestamp with time zone,
    clicked_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT private.app_now() NOT NULL,
    -- reminder_slot: the instant a scheduled reminder is for (null for a learner's own tests).
    -- pushed_at: when Web Push was attempted, so overlapping runs never push a row twice.
    -- failure_reason: why delivery failed, in the sentence the settings page shows.
    reminder_slot timestamp with time zone,
    pushed_at timestamp with time zone,
    failure_reason text,
    CONSTRAINT notification_logs_content_check CHECK (private.check_input(((jsonb_typeof(content) = 'object'::text) AND (content ? 'title'::text) AND (content ? 'body'::text)), 'Notification content needs a title and a body'::text)),
    CONSTRAINT notification_logs_failure_reason_check CHECK (private.check_input(((failure_reason IS NULL) OR (char_length(failure_reason) <= 500)), 'A failure reason can be at most 500 characters'::text)),
    CONSTRAINT notification_logs_status_check CHECK (private.check_input((status = ANY (ARRAY['scheduled'::text, 'sent'::text, 'failed'::text])), 'Notification status must be scheduled, sent or failed'::text)),
    CONSTRAINT notification_logs_pkey PRIMARY KEY (id),
    CONSTRAINT notification_logs_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(userid) ON DELETE CASCADE
);
-- Rows still waiting for Web Push, by the time they are due (claim_push_deliveries).
CREATE INDEX notification_logs_awaiting_push ON public.notification_logs USING btree (COALESCE(scheduled_time, created_at)) WHERE ((status = 'scheduled'::text) AND (pushed_at IS NULL));
-- The learner's recent notifications and their delivered / failed / clicked counts.
CREATE INDEX notification_logs_by_user ON public.notification_logs USING btree (user_id, created_at DESC);
-- The same reminder is never written twice for a learner, kind and slot, even when two runs
-- overlap: the database refuses the second row, not a check in code.
CREATE UNIQUE INDEX notification_logs_one_per_reminder ON public.notification_logs USING btree (user_id, notification_type, reminder_slot) WHERE (reminder_slot IS NOT NULL);
ALTER TABLE public.notification_logs ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.notification_logs FROM anon, authenticated;
GRANT SELECT ON TABLE public.notification_logs TO authenticated;
GRANT UPDATE (status, sent_time, clicked_at, failure_reason) ON TABLE public.notification_logs TO authenticated;

-- Message templates by purpose (a content type, or 'nothing_due' for a smart test with no review
-- due). Placeholders: {minutes} until the session starts, {reviews} ('1 review', '3 reviews') and
-- {topics} (the due topics, 'Biology - Cells, History - Rome and 2 more').
CREATE TABLE private.notification_templates (
    purpose text NOT NULL,
    "position" integer NOT NULL,
    body text NOT NULL,
    CONSTRAINT notification_templates_pkey PRIMARY KEY (purpose, "position")
);

-- Titles by content type: the one place a reminder's title is written.
CREATE TABLE private.notification_titles (
    content_type text NOT NULL,
    title text NOT NULL,
    CONSTRAINT notification_titles_pkey PRIMARY KEY (content_type)
);

CREATE TABLE public.notification_preferences (
    user_id uuid NOT NULL,
    study_reminders_enabled boolean DEFAULT true NOT NULL,
    smart_notifications_enabled boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT private.app_now() NOT NULL,
    updated_at timestamp with time zone DEFAULT private.app_now() NOT NULL,
    CONSTRAINT notification_preferences_pkey PRIMARY KEY (user_id),
    CONSTRAINT notification_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(userid) ON DELETE CASCADE
);
ALTER TABLE public.notification_preferences ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.notification_preferences FROM anon, authenticated;
GRANT SELECT ON TABLE public.notification_preferences TO authenticated;
GRANT INSERT (user_id, study_reminders_enabled, smart_notifications_enabled) ON TABLE public.notification_preferences TO authenticated;
GRANT UPDATE (study_reminders_enabled, smart_notifications_enabled) ON TABLE public.notification_preferences TO authenticated;

-- One device of a learner's, as a push run reads it (claim_push_deliveries).
CREATE TYPE public.push_device AS (
	id uuid,
	endpoint text,
	p256dh text,
	auth text
);

-- What one device said about one reminder: accepted, gone (404 or 410) or failed, with the
-- push service's reason (record_push_outcomes).
CREATE TYPE public.push_outcome AS (
	log_id uuid,
	subscription_id uuid,
	result text,
	reason text
);

-- One row per device: the endpoint belongs to whoever signed in on that device last.
CREATE TABLE public.push_subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    endpoint text NOT NULL,
    -- The browser's P-256 public key (65 bytes) and authentication secret (16 bytes).
    p256dh text NOT NULL,
    auth text NOT NULL,
    created_at timestamp with time zone DEFAULT private.app_now() NOT NULL,
    last_used_at timestamp with time zone,
    CONSTRAINT push_subscriptions_auth_check CHECK (private.check_input(COALESCE((private.base64url_bytes(auth) = 16), false), 'Push key auth must be the subscription''s 16-byte secret in base64url'::text)),
    CONSTRAINT push_subscriptions_endpoint_check CHECK (private.check_input(COALESCE(private.is_push_endpoint(endpoint), false), 'Push endpoint must be an https address'::text)),
    CONSTRAINT push_subscriptions_p256dh_check CHECK (private.check_input(COALESCE((private.base64url_bytes(p256dh) = 65), false), 'Push key p256dh must be the subscription''s 65-byte public key in base64url'::text)),
    CONSTRAINT push_subscriptions_endpoint_key UNIQUE (endpoint),
    CONSTRAINT push_subscriptions_pkey PRIMARY KEY (id),
    CONSTRAINT push_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(userid) ON DELETE CASCADE
);
CREATE INDEX push_subscriptions_by_user ON public.push_subscriptions USING btree (user_id);
ALTER TABLE public.push_subscriptions ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.push_subscriptions FROM anon, authenticated;
GRANT SELECT, DELETE ON TABLE public.push_subscriptions TO authenticated;

-- What the daily run for one learner answers: whether a recap was written, why not (a reason
-- below) and the notification row (the one written, or the one already there).
CREATE TYPE public.daily_run AS (
	written boolean,
	reason text,
	log public.notification_logs
);

-- Every new profile starts with both kinds of reminders on.
CREATE FUNCTION private.create_notification_preferences() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.notification_preferences (user_id) values (new.userid)
  on conflict (user_id) do nothing;
  return new;
end
$$;
REVOKE EXECUTE ON FUNCTION private.create_notification_preferences() FROM PUBLIC;

-- A learner's pending reviews due on or before `due_by`: how many, and their topics
-- ('Subject - Topic'), earliest due first; always one row (0 and {} when none is due). The one
-- definition for the scheduler's smart reminders and recaps (reminders_due) and the learner's smart
-- test. An SQL-standard body, so reminders_due's query takes it in as a lateral subquery.
CREATE FUNCTION private.due_topics(learner uuid, due_by date) RETURNS TABLE(reviews integer, topics text[])
    LANGUAGE sql STABLE
    BEGIN ATOMIC
 SELECT (COALESCE(sum(t.entries), (0)::numeric))::integer AS "coalesce",
     COALESCE(array_agg(t.topic ORDER BY t.first_due, t.topic), '{}'::text[]) AS "coalesce"
    FROM ( SELECT ((s.subjectname || ' - '::text) || s.topicname) AS topic,
             min(e.currentreviewduedate) AS first_due,
             count(*) AS entries
            FROM (public.reviewcycleentries e
              JOIN public.studysessions s ON ((s.sessionid = e.sessionid)))
           WHERE ((e.userid = due_topics.learner) AND (e.status = 'pending'::text) AND (e.currentreviewduedate <= due_topics.due_by))
           GROUP BY ((s.subjectname || ' - '::text) || s.topicname)) t;
END;
REVOKE EXECUTE ON FUNCTION private.due_topics(uuid, date) FROM PUBLIC;

-- Names up to three topics, then 'and N more': 'A', 'A and B', 'A, B and C', 'A, B, C and 2 more'.
CREATE FUNCTION private.named_topics(topics text[]) RETURNS text
    LANGUAGE sql IMMUTABLE
    RETURN CASE WHEN (COALESCE(cardinality(topics), 0) = 0) THEN ''::text WHEN (cardinality(topics) = 1) THEN (topics)[1] WHEN (cardinality(topics) <= 3) THEN ((array_to_string((topics)[1:(cardinality(topics) - 1)], ', '::text) || ' and '::text) || (topics)[cardinality(topics)]) ELSE (((array_to_string((topics)[1:3], ', '::text) || ' and '::text) || (cardinality(topics) - 3)) || ' more'::text) END;

-- '1 review' or 'N reviews'.
CREATE FUNCTION private.review_count_text(reviews integer) RETURNS text
    LANGUAGE sql IMMUTABLE
    RETURN (reviews || CASE WHEN (reviews = 1) THEN ' review'::text ELSE ' reviews'::text END);

-- A template with its placeholders filled (a placeholder without a value stays as it is).
CREATE FUNCTION private.fill_template(body text, minutes integer, reviews integer, topics text[]) RETURNS text
    LANGUAGE sql IMMUTABLE
    RETURN replace(replace(replace(body, '{minutes}'::text, COALESCE((minutes)::text, '{minutes}'::text)), '{reviews}'::text, COALESCE(private.review_count_text(reviews), '{reviews}'::text)), '{topics}'::text, COALESCE(private.named_topics(topics), '{topics}'::text));

-- Whether `day` is one of the learner's study weekdays ('Monday,Wednesday').
CREATE FUNCTION private.is_study_day(weekdays text, day date) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    RETURN (POSITION(((ARRAY['Monday'::text, 'Tuesday'::text, 'Wednesday'::text, 'Thursday'::text, 'Friday'::text, 'Saturday'::text, 'Sunday'::text])[(EXTRACT(isodow FROM day))::integer]) IN (weekdays)) > 0);

-- The row's content: {title, body, type, tag, icon, sourceData}.
CREATE FUNCTION private.notification_json(title text, body text, content_type text, source_data jsonb) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    RETURN jsonb_build_object('title', title, 'body', body, 'type', content_type, 'tag', 'study-reminder', 'icon', '/favicon.png', 'sourceData', COALESCE(source_data, '{}'::jsonb));

-- The templates of each purpose numbered from 0 in position order, with how many there are:
-- template number (pick mod count) is the one a pick chooses.
CREATE FUNCTION private.numbered_templates() RETURNS TABLE(purpose text, number integer, templates integer, body text)
    LANGUAGE plpgsql STABLE ROWS 30
    SET search_path TO ''
    AS $$
begin
  return query
  select t.purpose, (row_number() over w - 1)::integer, (count(*) over (partition by t.purpose))::integer, t.body
  from private.notification_templates t
  window w as (partition by t.purpose order by t.position);
end
$$;

-- One notification's content, for the rows written one at a time (the learner's tests).
CREATE FUNCTION private.notification_content(content_type text, purpose text, pick bigint, minutes integer, reviews integer, topics text[], source_data jsonb) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return (
    select private.notification_json(
      n.title, private.fill_template(t.body, minutes, reviews, topics), notification_content.content_type, source_data)
    from private.numbered_templates() t
    join private.notification_titles n on n.content_type = notification_content.content_type
    where t.purpose = notification_content.purpose and t.number = pick % t.templates
  );
end
$$;
REVOKE EXECUTE ON FUNCTION private.notification_content(text, text, bigint, integer, integer, text[], jsonb) FROM PUBLIC;

-- Every reminder whose slot falls in (run_at - 5 minutes, run_at], for every learner with
-- preferred weekdays and a start time (or only those in `learners`), in one set-based query.
-- A study day d starts at (d + start time) in the learner's zone in force, daylight saving
-- included; its reminders can fall on the local day before (start 00:05: 23:50 the day before),
-- so the local days around run_at are yesterday, today and tomorrow. The weekday is the study
-- day's. "Due within 24 hours": a pending review due on or before the local date of slot + 24 h.
-- Time zone conversions are the costly part, so a day is looked at closely only when its start
-- or its midnight is within a few hours of the learner's wall clock now (a slot in the window is
-- within 15 minutes of now, and a zone's offset moves by at most 2 hours at once).
-- Custom plans: all learners read the table once, a few go through its key.
CREATE FUNCTION private.reminders_due(run_at timestamp with time zone, learners uuid[] DEFAULT NULL::uuid[]) RETURNS TABLE(learner uuid, kind text, slot timestamp with time zone, content jsonb)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
#variable_conflict use_column
begin
  return query
  with schedules as materialized (
    select
      u.userid,
      z.zone,
      u.preferredstudyweekdays as weekdays,
      u.preferredstudystarttime::time as start_time,
      coalesce(p.study_reminders_enabled, true) as study_on,
      coalesce(p.smart_notifications_enabled, true) as smart_on,
      run_at at time zone z.zone as wall_now
    from public.users u
    cross join lateral (
      select case when u.timezone_changes_at > run_at then u.timezone_in_force else u.timezone end as zone
    ) z
    left join public.notification_preferences p on p.user_id = u.userid
    where u.preferredstudyweekdays is not null
      and u.preferredstudystarttime is not null
      and (learners is null or u.userid = any(learners))
  ),
  near_days as (
    select s.*, d.day,
      d.day + s.start_time between s.wall_now - interval '2 hours 30 minutes' and s.wall_now + interval '2 hours 45 minutes'
        and (s.study_on or s.smart_on) as near_start,
      d.day::timestamp between s.wall_now - interval '2 hours 30 minutes' and s.wall_now + interval '2 hours 30 minutes'
        and s.smart_on as near_midnight
    from schedules s
    cross join (values (-1), (0), (1)) o(days)
    cross join lateral (select s.wall_now::date + o.days as day) d
    where (d.day + s.start_time between s.wall_now - interval '2 hours 30 minutes' and s.wall_now + interval '2 hours 45 minutes'
           or d.day::timestamp between s.wall_now - interval '2 hours 30 minutes' and s.wall_now + interval '2 hours 30 minutes')
      -- The study day's weekday.
      and private.is_study_day(s.weekdays, d.day)
  ),
  slots as (
    select d.userid, d.zone, d.day, k.kind, st.starts_at - make_interval(mins => k.minutes) as slot_at, k.minutes, st.starts_at
    from near_days d
    cross join lateral (select (d.day + d.start_time) at time zone d.zone as starts_at) st
    cross join lateral (values
      ('study_reminder', 15, d.study_on),
      ('smart_reminder', 10, d.smart_on),
      ('study_reminder', 5, d.study_on)
    ) k(kind, minutes, enabled)
    where d.near_start and k.enabled
      and st.starts_at - make_interval(mins => k.minutes) > run_at - interval '5 minutes'
      and st.starts_at - make_interval(mins => k.minutes) <= run_at
    union all
    select d.userid, d.zone, d.day, 'smart_recap', m.midnight, null::integer, null::timestamptz
    from near_days d
    cross join lateral (select d.day::timestamp at time zone d.zone as midnight) m
    where d.near_midnight and m.midnight > run_at - interval '5 minutes' and m.midnight <= run_at
  ),
  -- Study reminders always; smart ones only with a review due, naming the reviews due within 24
  -- hours of the slot.
  reminders as (
    select sl.*, null::integer as reviews, null::text[] as topics
    from slots sl
    where sl.kind = 'study_reminder'
    union all
    select sl.*, due.reviews, due.topics
    from slots sl
    cross join lateral private.due_topics(sl.userid, ((sl.slot_at + interval '24 hours') at time zone sl.zone)::date) due
    where sl.kind <> 'study_reminder' and due.reviews > 0
  ),
  -- One hash of (learner, slot) chooses the content: a tip for about 40 percent of study
  -- reminders, and the template, the same on every run, so a retried run writes the same text.
  typed as (
    select r.*, h.pick,
      case
        when r.kind = 'smart_reminder' then 'pending_review'
        when r.kind = 'smart_recap' then 'smart_recap'
        when h.pick % 100 < 40 then 'ai_tip'
        else 'motivational'
      end as content_type
    from reminders r
    cross join lateral (
      select hashtextextended(r.userid::text || '@' || extract(epoch from r.slot_at)::bigint::text, 0)
             & 9223372036854775807 as pick
    ) h
  )
  select
    t.userid,
    t.kind,
    t.slot_at,
    private.notification_json(
      n.title,
      private.fill_template(tpl.body, t.minutes, t.reviews, t.topics),
      t.content_type,
      jsonb_strip_nulls(jsonb_build_object(
        'studyDay', to_char(t.day, 'YYYY-MM-DD'), 'startsAt', t.starts_at, 'minutesBefore', t.minutes,
        'dueReviews', t.reviews, 'topics', t.topics)))
  from typed t
  join private.notification_titles n on n.content_type = t.content_type
  join private.numbered_templates() tpl
    on tpl.purpose = t.content_type and tpl.number = (t.pick / 100) % tpl.templates
  -- One order for every run, so two overlapping runs take the rows' locks in the same order.
  order by t.userid, t.kind, t.slot_at;
end
$$;
REVOKE EXECUTE ON FUNCTION private.reminders_due(timestamp with time zone, uuid[]) FROM PUBLIC;

-- The learner calling one of its own functions, or `message` as a 42501 error. The grants let
-- only `authenticated` run those functions, but a role is not a learner: only the token's subject
-- says which learner it is, and a caller without one must not get an answer about nobody.
CREATE FUNCTION private.signed_in_learner(message text) RETURNS uuid
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception using errcode = '42501', message = message;
  end if;
  return me;
end
$$;
REVOKE EXECUTE ON FUNCTION private.signed_in_learner(text) FROM PUBLIC;

-- Writes the reminders of `learners` (null: everyone) due in (run_at - 5 minutes, run_at] as
-- 'scheduled' rows for their slots; returns how many rows it wrote. Should the rows of some
-- learner fail, the group is split in two and each half written on its own, down to single
-- learners: a learner whose rows fail is skipped with a warning in the database log and everyone
-- else is written, in about 2 x log2(learners) attempts for one failing learner instead of one
-- attempt per learner.
CREATE FUNCTION private.write_reminders(run_at timestamp with time zone, learners uuid[] DEFAULT NULL::uuid[]) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  -- Read once: as a column default the clock would be read again for every row.
  written_at timestamptz := private.app_now();
  written integer;
  half integer;
begin
  begin
    insert into public.notification_logs (user_id, notification_type, content, status, scheduled_time, reminder_slot, created_at)
    select r.learner, r.kind, r.content, 'scheduled', r.slot, r.slot, written_at
    from private.reminders_due(run_at, learners) r
    on conflict (user_id, notification_type, reminder_slot) where reminder_slot is not null do nothing;
    get diagnostics written = row_count;
    return written;
  exception when others then
    if cardinality(learners) = 1 then
      raise warning 'Reminders for learner % at % skipped (%: %)', learners[1], run_at, sqlstate, sqlerrm;
      return 0;
    elsif learners is null then
      raise warning 'Reminders at % could not be written together (%: %); writing them in smaller groups',
        run_at, sqlstate, sqlerrm;
    end if;
  end;

  if learners is null then
    select array_agg(u.userid order by u.userid) into learners
    from public.users u
    where u.preferredstudyweekdays is not null and u.preferredstudystarttime is not null;
  end if;
  if coalesce(cardinality(learners), 0) = 0 then
    return 0;
  end if;
  half := cardinality(learners) / 2;
  return private.write_reminders(run_at, learners[1:half])
       + private.write_reminders(run_at, learners[half + 1:]);
end
$$;
REVOKE EXECUTE ON FUNCTION private.write_reminders(timestamp with time zone, uuid[]) FROM PUBLIC;

-- Scheduled rows due now (within the last 15 minutes; an older reminder is no use any more)
-- whose learner has a device, each with that learner's subscriptions. Marking them pushed in the
-- same statement, with locked rows skipped, means two overlapping runs never push a row twice.
CREATE FUNCTION public.claim_push_deliveries(max_rows integer DEFAULT 500) RETURNS TABLE(log_id uuid, user_id uuid, content jsonb, subscriptions public.push_device[])
    LANGUAGE plpgsql SECURITY DEFINER ROWS 100
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  moment timestamptz := private.app_now();
begin
  perform private.check_input(coalesce(max_rows between 1 and 5000, false), 'max_rows must be 1 to 5000');
  return query
  with claimable as (
    select l.id
    from public.notification_logs l
    where l.status = 'scheduled'
      and l.pushed_at is null
      and coalesce(l.scheduled_time, l.created_at) <= moment
      and coalesce(l.scheduled_time, l.created_at) > moment - interval '15 minutes'
      and exists (select 1 from public.push_subscriptions s where s.user_id = l.user_id)
    order by coalesce(l.scheduled_time, l.created_at), l.id
    limit max_rows
    for update skip locked
  ),
  claimed as (
    update public.notification_logs l set pushed_at = moment
    from claimable c
    where l.id = c.id
    returning l.id, l.user_id, l.content
  )
  select c.id, c.user_id, c.content,
    array(select row(s.id, s.endpoint, s.p256dh, s.auth)::public.push_device
          from public.push_subscriptions s where s.user_id = c.user_id
          order by s.created_at, s.id)
  from claimed c;
end
$$;
REVOKE EXECUTE ON FUNCTION public.claim_push_deliveries(integer) FROM PUBLIC, anon, authenticated;

-- Removes this device's subscription when it is the caller's (row-level security decides).
CREATE FUNCTION public.forget_push_subscription(endpoint text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  delete from public.push_subscriptions s where s.endpoint = forget_push_subscription.endpoint;
end
$$;
REVOKE EXECUTE ON FUNCTION public.forget_push_subscription(text) FROM PUBLIC, anon, service_role;

CREATE FUNCTION public.get_notification_counts() RETURNS public.notification_counts
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select row(
    count(*) filter (where l.status = 'sent')::integer,
    count(*) filter (where l.status = 'failed')::integer,
    count(*) filter (where l.clicked_at is not null)::integer)::public.notification_counts
  from public.notification_logs l
  where l.user_id = (select auth.uid())
$$;
REVOKE EXECUTE ON FUNCTION public.get_notification_counts() FROM PUBLIC, anon, service_role;

-- What the devices said about one claimed batch, one entry per push. All of it is recorded
-- together: a reminder one device accepted is 'sent' (a row already 'sent' keeps its time); one
-- no device accepted is 'failed' with the reasons, unless it is no longer 'scheduled' (an open
-- page showed it meanwhile); a gone subscription (404 or 410) is deleted; one that accepted gets
-- last_used_at. Answers how many reminders were pushed and failed, and how many subscriptions
-- were gone.
CREATE FUNCTION public.record_push_outcomes(outcomes public.push_outcome[]) RETURNS TABLE(pushed integer, failed integer, removed_subscriptions integer)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  moment timestamptz := private.app_now();
begin
  perform private.check_input(outcomes is not null, 'outcomes must be a list of push outcomes');
  perform private.check_input(not exists (
      select 1 from unnest(outcomes) as o
      where o.log_id is null or o.subscription_id is null
        or o.result is null or o.result not in ('accepted', 'gone', 'failed')),
    'Each push outcome needs a log_id, a subscription_id and a result of accepted, gone or failed');

  return query
  with given as (
    select o.log_id, o.subscription_id, o.result, o.reason
    from unnest(outcomes) as o
  ),
  reminders as (
    select g.log_id, bool_or(g.result = 'accepted') as accepted,
      string_agg(distinct g.reason, '; ' order by g.reason) filter (where g.result <> 'accepted') as reasons
    from given g
    group by g.log_id
  ),
  sent as (
    update public.notification_logs l set status = 'sent', sent_time = moment, failure_reason = null
    from reminders r
    where l.id = r.log_id and r.accepted and l.status <> 'sent'
  ),
  not_sent as (
    update public.notification_logs l set status = 'failed', failure_reason = r.reasons
    from reminders r
    where l.id = r.log_id and not r.accepted and l.status = 'scheduled'
  ),
  gone as (
    select distinct g.subscription_id from given g where g.result = 'gone'
  ),
  removed as (
    delete from public.push_subscriptions s using gone where s.id = gone.subscription_id
  ),
  -- A device gone for one reminder is deleted even if it accepted another in the same batch.
  used as (
    update public.push_subscriptions s set last_used_at = moment
    from given g
    where s.id = g.subscription_id and g.result = 'accepted'
      and not exists (select 1 from gone where gone.subscription_id = s.id)
  )
  select
    (select count(*) from reminders r where r.accepted)::integer,
    (select count(*) from reminders r where not r.accepted)::integer,
    (select count(*) from gone)::integer;
end
$$;
REVOKE EXECUTE ON FUNCTION public.record_push_outcomes(public.push_outcome[]) FROM PUBLIC, anon, authenticated;

-- The midnight run's rules applied to the caller now: the recap of today's local midnight,
-- written exactly as the midnight run writes it (same slot, so never twice). Says why nothing
-- was written: no_schedule, notifications_off, not_a_study_day, nothing_due or already_written.
CREATE FUNCTION public.run_daily_notifications_for_me() RETURNS public.daily_run
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := private.signed_in_learner('Sign in to run your daily notifications');
  profile public.users;
  smart_on boolean;
  zone text;
  today date;
  midnight timestamptz;
  recap jsonb;
  written public.notification_logs;
  existing public.notification_logs;
begin
  select * into profile from public.users u where u.userid = me;
  if not found or profile.preferredstudyweekdays is null or profile.preferredstudystarttime is null then
    return row(false, 'no_schedule', null)::public.daily_run;
  end if;
  select coalesce(p.smart_notifications_enabled, true) into smart_on
  from public.notification_preferences p where p.user_id = me;
  if smart_on is false then
    return row(false, 'notifications_off', null)::public.daily_run;
  end if;

  zone := private.zone_in_force(profile.timezone, profile.timezone_in_force, profile.timezone_changes_at);
  today := private.local_today(zone);
  midnight := private.local_day_start(today, zone);
  if not private.is_study_day(profile.preferredstudyweekdays, today) then
    return row(false, 'not_a_study_day', null)::public.daily_run;
  end if;

  select r.content into recap
  from private.reminders_due(midnight, array[me]) r
  where r.kind = 'smart_recap' and r.slot = midnight;
  if recap is null then
    return row(false, 'nothing_due', null)::public.daily_run;
  end if;

  insert into public.notification_logs (user_id, notification_type, content, status, scheduled_time, reminder_slot)
  values (me, 'smart_recap', recap, 'scheduled', private.app_now(), midnight)
  on conflict (user_id, notification_type, reminder_slot) where reminder_slot is not null do nothing
  returning * into written;
  if written.id is null then
    select * into existing from public.notification_logs l
    where l.user_id = me and l.notification_type = 'smart_recap' and l.reminder_slot = midnight;
    return row(false, 'already_written', existing)::public.daily_run;
  end if;
  return row(true, null, written)::public.daily_run;
end
$$;
REVOKE EXECUTE ON FUNCTION public.run_daily_notifications_for_me() FROM PUBLIC, anon, service_role;

-- This device's endpoint now belongs to the signed-in learner, with the keys it sent.
CREATE FUNCTION public.save_push_subscription(endpoint text, p256dh text, auth text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := (select auth.uid());
  saved uuid;
begin
  if me is null then
    raise exception 'Sign in to receive notifications on this device' using errcode = '42501';
  end if;
  -- The table's checks refuse a bad endpoint or key with their own sentences.
  insert into public.push_subscriptions as s (user_id, endpoint, p256dh, auth)
  values (me, save_push_subscription.endpoint, save_push_subscription.p256dh, save_push_subscription.auth)
  on conflict on constraint push_subscriptions_endpoint_key do update
    set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth
  returning s.id into saved;
  return saved;
end
$$;
REVOKE EXECUTE ON FUNCTION public.save_push_subscription(text, text, text) FROM PUBLIC, anon, service_role;

-- Writes every reminder due in (run_at - 5 minutes, run_at] (run_at: now by default); returns
-- how many rows it wrote. A run that overlaps another, or repeats it, writes nothing twice, and
-- one learner's failure never stops the run (write_reminders).
CREATE FUNCTION public.schedule_reminders(run_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.write_reminders(coalesce(run_at, private.app_now()));
end
$$;
REVOKE EXECUTE ON FUNCTION public.schedule_reminders(timestamp with time zone) FROM PUBLIC, anon, authenticated;

CREATE FUNCTION public.send_test_notification(kind text DEFAULT 'basic'::text, deliver_in_minutes integer DEFAULT 0) RETURNS public.notification_logs
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := private.signed_in_learner('Sign in to send a test notification');
  moment timestamptz := private.app_now();
  profile public.users;
  zone text;
  due record;
  content jsonb;
  written public.notification_logs;
begin
  perform private.check_input(coalesce(kind in ('basic', 'smart'), false),
    'Test notification kind must be basic or smart');
  perform private.check_input(coalesce(deliver_in_minutes between 0 and 1440, false),
    'A test notification can be scheduled 0 to 1440 minutes ahead');

  -- At most 30 an hour: a test writes a row others may receive by push, so it must not flood.
  -- The lock makes parallel calls count each other.
  perform pg_advisory_xact_lock(hashtextextended('aayra.test_notifications:' || me::text, 0));
  if (select count(*) from public.notification_logs l
      where l.user_id = me and l.notification_type = 'test' and l.created_at > moment - interval '1 hour') >= 30 then
    raise exception 'You can send at most 30 test notifications an hour'
      using errcode = 'P0001', hint = 'test_notification_limit';
  end if;

  if kind = 'basic' then
    content := private.notification_content('test', 'test', 0, null, null, null,
      jsonb_build_object('kind', 'basic'));
  else
    select * into profile from public.users u where u.userid = me;
    if not found then
      raise exception 'Could not fetch user data for smart notification'
        using errcode = 'P0002', hint = 'profile_not_found';
    end if;
    zone := private.zone_in_force(profile.timezone, profile.timezone_in_force, profile.timezone_changes_at);
    select * into due from private.due_topics(me, ((moment + interval '24 hours') at time zone zone)::date);
    content := private.notification_content(
      'smart_recap',
      case when due.reviews > 0 then 'smart_recap' else 'nothing_due' end,
      hashtextextended(me::text || '@' || extract(epoch from moment)::text, 0) & 9223372036854775807,
      null, due.reviews, due.topics,
      jsonb_build_object('kind', 'smart', 'dueReviews', due.reviews, 'topics', due.topics));
  end if;

  insert into public.notification_logs (user_id, notification_type, content, status, scheduled_time, created_at)
  values (me, 'test', content, 'scheduled', moment + make_interval(mins => deliver_in_minutes), moment)
  returning * into written;
  return written;
end
$$;
REVOKE EXECUTE ON FUNCTION public.send_test_notification(text, integer) FROM PUBLIC, anon, service_role;

-- ---------------------------------------------------------------- who reads and writes what

-- The app creates the row when it is missing (older accounts).
CREATE POLICY "Learners create their own notification preferences" ON public.notification_preferences FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

-- The learner's browser shows the notification, so it records the delivery and the click.
CREATE POLICY "Learners record delivery of their own notifications" ON public.notification_logs FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

-- A learner turns its own reminders on and off.
CREATE POLICY "Notification preferences are editable by their owner" ON public.notification_preferences FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

-- A learner reads only its own switches.
CREATE POLICY "Notification preferences are visible to their owner" ON public.notification_preferences FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- A learner reads (and is sent realtime inserts of) only its own notifications.
CREATE POLICY "Notifications are visible to their owner" ON public.notification_logs FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- A learner removes only its own devices (sign-out on this device).
CREATE POLICY "Push subscriptions are removable by their owner" ON public.push_subscriptions FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- A learner sees only its own devices.
CREATE POLICY "Push subscriptions are visible to their owner" ON public.push_subscriptions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Second factor given when turned on" ON public.notification_logs AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

CREATE POLICY "Second factor given when turned on" ON public.notification_preferences AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

CREATE POLICY "Second factor given when turned on" ON public.push_subscriptions AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

-- ---------------------------------------------------------------- triggers

CREATE TRIGGER notification_preferences_touch_updated_at BEFORE UPDATE ON public.notification_preferences FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at('updated_at');

CREATE TRIGGER users_create_notification_preferences AFTER INSERT ON public.users FOR EACH ROW EXECUTE FUNCTION private.create_notification_preferences();

-- The notification service subscribes to inserts of its learner's notifications.
ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.notification_logs;

-- ---------------------------------------------------------------- product data
INSERT INTO private.notification_titles (content_type, title) VALUES
  ('ai_tip', 'Study Tip!'),
  ('motivational', 'Study Time!'),
  ('pending_review', 'Review Time!'),
  ('smart_recap', 'Smart Recap Time!'),
  ('test', 'Test Notification');

-- The midnight recap names the reviews due within 24 hours (product spec: the daily run skips a
-- learner with none), which at midnight includes tomorrow's: it says what the count is, not
-- "today".
INSERT INTO private.notification_templates (purpose, position, body) VALUES
  ('ai_tip', 1, 'Your session starts in {minutes} minutes. Try explaining today''s topic out loud as if to a friend: the gaps show up fast.'),
  ('ai_tip', 2, 'Starting in {minutes} minutes. Leave your phone in another room during the focus timer; a quick glance costs more focus than it seems.'),
  ('ai_tip', 3, '{minutes} minutes to go. Before you begin, write down one question you want this session to answer.'),
  ('ai_tip', 4, 'Your session starts in {minutes} minutes. Testing yourself beats rereading: try the quiz before you look back at your notes.'),
  ('ai_tip', 5, '{minutes} minutes until your session. Short sessions on many days stick better than one long cram.'),
  ('ai_tip', 6, 'Starting in {minutes} minutes. Use the break for a real rest: stand up, stretch and look away from the screen.'),
  ('motivational', 1, 'Your study session starts in {minutes} minutes. Small steps every day add up to mastery.'),
  ('motivational', 2, '{minutes} minutes to your session. Future you will be glad you showed up today.'),
  ('motivational', 3, 'Your session starts in {minutes} minutes. One focused block is all it takes to keep your momentum.'),
  ('motivational', 4, '{minutes} minutes until study time. You planned this session; now make it count.'),
  ('motivational', 5, 'Study time in {minutes} minutes. Every session brings you closer to your goal.'),
  ('pending_review', 1, 'Due soon: {reviews} on {topics}. Your session starts in {minutes} minutes; a quick review first keeps it fresh.'),
  ('pending_review', 2, '{reviews} due within a day: {topics}. Start with them when your session begins in {minutes} minutes.'),
  ('pending_review', 3, 'Reviewing at the right moment is what makes it stick. Waiting for you: {topics}.'),
  ('pending_review', 4, 'In {minutes} minutes it is study time. Ready for review: {topics}.'),
  ('nothing_due', 1, 'You are all caught up: no reviews are due in the next 24 hours. A new session keeps the momentum going.'),
  ('test', 1, 'This is a test notification from Aayra. If you can read it, notifications work on this device.'),
  ('smart_recap', 1, 'Your recap: {reviews} due within 24 hours, on {topics}.'),
  ('smart_recap', 2, 'Today is a study day. Due for review within 24 hours: {topics}. A few minutes now saves hours later.'),
  ('smart_recap', 3, '{reviews} to review within 24 hours: {topics}. Keep your streak going!'),
  ('smart_recap', 4, 'Spaced review works best on time. Waiting for you within 24 hours: {topics}.');
