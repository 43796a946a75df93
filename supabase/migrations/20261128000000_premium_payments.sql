-- Premium bought through the payment provider (Stripe). Its signed webhook is the only writer:
-- the function checks the signature, then hands each event to public.apply_payment_event, which
-- records it and changes the learner's plan in one transaction. Learners have no grant on any of
-- these columns, and the function's execute right is the service role's alone.

alter table public.users
  -- Cancelled in the customer portal: premium runs until subscription_ends_at, then stops.
  add column subscription_cancel_at_period_end boolean not null default false,
  -- The last renewal payment failed (and none has succeeded since): premium ends at
  -- subscription_ends_at unless a retry succeeds.
  add column subscription_payment_failed_at timestamptz;

-- Every event the webhook handled, by the provider's id: one delivered again changes nothing.
create table private.payment_events (
  id text primary key,
  type text not null,
  learner uuid references public.users (userid) on delete set null,
  handledat timestamptz not null default private.app_now()
);

-- A paid plan whose end has passed is the free plan again (with the post-trial limits of an
-- account past its trial), even before the provider's own event says so.
create or replace function private.learner_plan(learner uuid)
returns table (
  plan_name text,
  is_trial boolean,
  trial_ends_at timestamptz,
  sessions_per_day integer,
  sessions_per_week integer,
  ads_enabled boolean,
  started_at timestamptz,
  ends_at timestamptz,
  zone text
)
language plpgsql stable
rows 1
set search_path = ''
as $$
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

-- One provider event, already verified by the webhook. Answers 'applied', 'replayed' (the event
-- id was handled before: nothing changes) or 'ignored' (no learner matches, or a type this product
-- does not act on). Subscription events find the learner by the provider's customer id, which the
-- checkout recorded; the checkout's own event names the learner (client_reference_id).
--   checkout.session.completed     premium from now, runs on (no end)
--   customer.subscription.updated  active: premium, ending at period_ends_at when cancelled at
--                                  period end; canceled or expired: free
--   customer.subscription.deleted  free from now
--   invoice.payment_failed         premium ends at period_ends_at unless a retry succeeds
create function public.apply_payment_event(
  event_id text,
  event_type text,
  learner_id uuid default null,
  customer_id text default null,
  subscription_id text default null,
  subscription_status text default null,
  cancel_at_period_end boolean default false,
  period_ends_at timestamptz default null
)
returns text
language plpgsql
-- Its own rights over private.payment_events; only the service role may execute it (below).
security definer
set search_path = ''
as $$
declare
  target uuid;
begin
  if event_id is null or btrim(event_id) = '' then
    raise exception using errcode = 'check_violation', message = 'A payment event needs its id';
  end if;
  if event_type = 'checkout.session.completed' then
    select u.userid into target from public.users u where u.userid = learner_id;
  else
    select u.userid into target from public.users u where u.stripe_customer_id = customer_id;
  end if;
  -- Recorded even when no learner matches, so a delivery of it again is known as replayed.
  insert into private.payment_events (id, type, learner) values (event_id, event_type, target) on conflict (id) do nothing;
  if not found then
    return 'replayed';
  end if;
  if target is null then
    return 'ignored';
  end if;

  if event_type = 'checkout.session.completed' then
    update public.users set
      subscription_plan = 'premium',
      subscription_started_at = private.app_now(),
      subscription_ends_at = null,
      subscription_cancel_at_period_end = false,
      subscription_payment_failed_at = null,
      stripe_customer_id = coalesce(customer_id, stripe_customer_id),
      stripe_subscription_id = subscription_id,
      currentsubscriptionid = subscription_id
    where userid = target;
  elsif event_type = 'customer.subscription.updated' and subscription_status in ('active', 'trialing', 'past_due') then
    update public.users set
      subscription_plan = 'premium',
      subscription_ends_at = case
        when cancel_at_period_end then period_ends_at
        when subscription_status = 'past_due' then subscription_ends_at
      end,
      subscription_cancel_at_period_end = coalesce(cancel_at_period_end, false),
      subscription_payment_failed_at = case when subscription_status = 'past_due' then subscription_payment_failed_at end,
      stripe_subscription_id = coalesce(subscription_id, stripe_subscription_id),
      currentsubscriptionid = coalesce(subscription_id, currentsubscriptionid)
    where userid = target;
  elsif event_type = 'customer.subscription.deleted'
    or (event_type = 'customer.subscription.updated' and subscription_status in ('canceled', 'unpaid', 'incomplete_expired')) then
    update public.users set
      subscription_plan = 'free',
      subscription_ends_at = private.app_now(),
      subscription_cancel_at_period_end = false,
      subscription_payment_failed_at = null,
      stripe_subscription_id = null,
      currentsubscriptionid = null
    where userid = target;
  elsif event_type = 'invoice.payment_failed' then
    update public.users set
      subscription_payment_failed_at = private.app_now(),
      subscription_ends_at = coalesce(period_ends_at, subscription_ends_at)
    where userid = target;
  else
    return 'ignored';
  end if;
  return 'applied';
end
$$;
revoke execute on function public.apply_payment_event(text, text, uuid, text, text, text, boolean, timestamptz) from public, anon, authenticated;
grant execute on function public.apply_payment_event(text, text, uuid, text, text, text, boolean, timestamptz) to service_role;
