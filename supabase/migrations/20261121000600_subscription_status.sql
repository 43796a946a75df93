-- The learner's subscription as the settings page and check-subscription show it.

-- Runs as the caller, so row-level security limits it to the caller's own profile: another
-- learner's id gives no row; the service role may ask for anyone.
-- status: 'trialing' during a trial, 'trial_ended' after it, 'active' for plans without one.
-- days_remaining: whole days left in the trial (learner's calendar), or until a paid plan ends,
-- counted from the learner's today (learner_today).
create function public.get_user_subscription_status(user_id_param uuid)
returns table (
  plan_name text,
  status text,
  start_date timestamptz,
  end_date timestamptz,
  days_remaining integer,
  sessions_per_day integer,
  sessions_per_week integer,
  ads_enabled boolean,
  is_trial boolean
)
language plpgsql stable
rows 1
set search_path = ''
as $$
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
revoke execute on function public.get_user_subscription_status(uuid) from public, anon;
grant execute on function public.get_user_subscription_status(uuid) to authenticated, service_role;
