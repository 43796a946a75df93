-- Notification queries in one answer each: the settings page's counts, and the record of what
-- push devices said about a claimed batch, written in one statement (docs/decisions.md, "Web Push").

-- The settings page's counts over all of the caller's notifications, in one answer: delivered
-- (status 'sent', clicked ones included), failed and clicked. Security invoker: row-level security
-- and the learner filter both keep them the caller's own.
create type public.notification_counts as (
  delivered integer,
  failed integer,
  clicked integer
);

create function public.get_notification_counts() returns public.notification_counts
language sql stable
set search_path = ''
as $$
  select row(
    count(*) filter (where l.status = 'sent')::integer,
    count(*) filter (where l.status = 'failed')::integer,
    count(*) filter (where l.clicked_at is not null)::integer)::public.notification_counts
  from public.notification_logs l
  where l.user_id = (select auth.uid())
$$;
revoke execute on function public.get_notification_counts() from public, anon, service_role;
grant execute on function public.get_notification_counts() to authenticated;

-- ---------------------------------------------------------------- recording outcomes
-- What the devices said about one claimed batch, one entry per push:
-- {log_id, subscription_id, result: 'accepted' | 'gone' | 'failed', reason}. All of it is recorded
-- together: a reminder one device accepted is 'sent' (a row already 'sent' keeps its time); one
-- no device accepted is 'failed' with the reasons, unless it is no longer 'scheduled' (an open
-- page showed it meanwhile); a gone subscription (404 or 410) is deleted; one that accepted gets
-- last_used_at. Answers how many reminders were pushed and failed, and how many subscriptions
-- were gone.
create function public.record_push_outcomes(outcomes jsonb)
returns table (pushed integer, failed integer, removed_subscriptions integer)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  moment timestamptz := private.app_now();
begin
  perform private.check_input(coalesce(jsonb_typeof(outcomes) = 'array', false),
    'outcomes must be an array of push outcomes');
  perform private.check_input(not exists (
      select 1 from jsonb_to_recordset(outcomes) as o(log_id uuid, subscription_id uuid, result text)
      where o.log_id is null or o.subscription_id is null
        or o.result is null or o.result not in ('accepted', 'gone', 'failed')),
    'Each push outcome needs a log_id, a subscription_id and a result of accepted, gone or failed');

  return query
  with given as (
    select o.log_id, o.subscription_id, o.result, o.reason
    from jsonb_to_recordset(outcomes) as o(log_id uuid, subscription_id uuid, result text, reason text)
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
revoke execute on function public.record_push_outcomes(jsonb) from public, anon, authenticated;
grant execute on function public.record_push_outcomes(jsonb) to service_role;
