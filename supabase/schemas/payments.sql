-- Premium payments: the payment provider's events, kept once each, and the plan they give.

-- Every event the webhook handled, by the provider's id: one delivered again changes nothing.
CREATE TABLE private.payment_events (
    id text NOT NULL,
    type text NOT NULL,
    learner uuid,
    handledat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    CONSTRAINT payment_events_pkey PRIMARY KEY (id),
    CONSTRAINT payment_events_learner_fkey FOREIGN KEY (learner) REFERENCES public.users(userid) ON DELETE SET NULL
);

-- One provider event, already verified by the webhook. Answers 'applied', 'replayed' (the event
-- id was handled before: nothing changes) or 'ignored' (no learner matches, or a type this product
-- does not act on). Subscription events find the learner by the provider's customer id, which the
-- checkout recorded; the checkout's own event names the learner (client_reference_id).
--   checkout.session.completed     premium from now, runs on (no end)
--   customer.subscription.updated  active: premium, ending at period_ends_at when cancelled at
--                                  period end; canceled or expired: free
--   customer.subscription.deleted  free from now
--   invoice.payment_failed         premium ends at period_ends_at unless a retry succeeds
CREATE FUNCTION public.apply_payment_event(event_id text, event_type text, learner_id uuid DEFAULT NULL::uuid, customer_id text DEFAULT NULL::text, subscription_id text DEFAULT NULL::text, subscription_status text DEFAULT NULL::text, cancel_at_period_end boolean DEFAULT false, period_ends_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
REVOKE EXECUTE ON FUNCTION public.apply_payment_event(text, text, uuid, text, text, text, boolean, timestamp with time zone) FROM PUBLIC, anon, authenticated;
