-- Web Push: each device's push subscription, and the claim that hands scheduled notifications to
-- the sender once each (docs/decisions.md, "Reminders (scheduling)").

-- ---------------------------------------------------------------- input rules
-- A push service's address. The sender posts to it, so only https, except plain http on this
-- machine for a local push test server.
create function private.is_push_endpoint(endpoint text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
begin
  return char_length(endpoint) <= 2048
    and (endpoint ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\s]*)?$'
         or endpoint ~ '^http://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?(/[^\s]*)?$');
end
$$;

-- How many bytes a base64url (or base64) text holds; null when it is not such a text.
create function private.base64url_bytes(value text) returns integer
language plpgsql immutable
set search_path = ''
as $$
declare
  bare text := rtrim(value, '=');
begin
  if value !~ '^[A-Za-z0-9_+/-]+={0,2}$' or char_length(bare) % 4 = 1 then
    return null;
  end if;
  return length(decode(translate(bare, '-_', '+/') || repeat('=', (4 - char_length(bare) % 4) % 4), 'base64'));
end
$$;

-- ---------------------------------------------------------------- subscriptions
-- One row per device: the endpoint belongs to whoever signed in on that device last.
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (userid) on delete cascade,
  endpoint text not null unique
    check (private.check_input(coalesce(private.is_push_endpoint(endpoint), false),
      'Push endpoint must be an https address')),
  -- The browser's P-256 public key (65 bytes) and authentication secret (16 bytes).
  p256dh text not null
    check (private.check_input(coalesce(private.base64url_bytes(p256dh) = 65, false),
      'Push key p256dh must be the subscription''s 65-byte public key in base64url')),
  auth text not null
    check (private.check_input(coalesce(private.base64url_bytes(auth) = 16, false),
      'Push key auth must be the subscription''s 16-byte secret in base64url')),
  created_at timestamptz not null default private.app_now(),
  last_used_at timestamptz
);

create index push_subscriptions_by_user on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;

-- A learner sees only its own devices.
create policy "Push subscriptions are visible to their owner"
  on public.push_subscriptions for select to authenticated
  using (user_id = (select auth.uid()));

-- A learner removes only its own devices (sign-out on this device).
create policy "Push subscriptions are removable by their owner"
  on public.push_subscriptions for delete to authenticated
  using (user_id = (select auth.uid()));

-- Written only through save_push_subscription, which may move a device to another learner.
revoke all on public.push_subscriptions from anon, authenticated;
grant select, delete on public.push_subscriptions to authenticated;

-- This device's endpoint now belongs to the signed-in learner, with the keys it sent.
create function public.save_push_subscription(endpoint text, p256dh text, auth text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
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
revoke execute on function public.save_push_subscription(text, text, text) from public, anon, service_role;
grant execute on function public.save_push_subscription(text, text, text) to authenticated;

-- Removes this device's subscription when it is the caller's (row-level security decides).
create function public.forget_push_subscription(endpoint text) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from public.push_subscriptions s where s.endpoint = forget_push_subscription.endpoint;
end
$$;
revoke execute on function public.forget_push_subscription(text) from public, anon, service_role;
grant execute on function public.forget_push_subscription(text) to authenticated;

-- ---------------------------------------------------------------- claiming deliveries
-- Scheduled rows due now (within the last 15 minutes; an older reminder is no use any more)
-- whose learner has a device, each with that learner's subscriptions. Marking them pushed in the
-- same statement, with locked rows skipped, means two overlapping runs never push a row twice.
create function public.claim_push_deliveries(max_rows integer default 500)
returns table (log_id uuid, user_id uuid, content jsonb, subscriptions jsonb)
language plpgsql
security definer
rows 100
set search_path = ''
as $$
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
    (select jsonb_agg(jsonb_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth)
                      order by s.created_at, s.id)
     from public.push_subscriptions s where s.user_id = c.user_id)
  from claimed c;
end
$$;
revoke execute on function public.claim_push_deliveries(integer) from public, anon, authenticated;
grant execute on function public.claim_push_deliveries(integer) to service_role;
