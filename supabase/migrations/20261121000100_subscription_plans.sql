-- Subscription plans: reference data the limits are read from (never hard-coded).

create table public.subscriptionplans (
  planname text primary key,
  price numeric(10, 2) not null default 0 check (price >= 0),
  -- Limits during the trial for plans that have one, else always; null means unlimited.
  maxsessionsperday integer check (maxsessionsperday > 0),
  maxsessionsperweek integer check (maxsessionsperweek > 0),
  billingcycle text not null default 'monthly' check (billingcycle in ('monthly', 'yearly', 'lifetime', 'none')),
  adsenabled boolean not null default false,
  isactive boolean not null default true,
  -- Days of trial counted from account creation; null means the plan has no countdown.
  trialdays integer check (trialdays > 0),
  -- Limits once the trial is over (only for plans with a trial); null means unlimited.
  posttrialmaxsessionsperday integer check (posttrialmaxsessionsperday > 0),
  posttrialmaxsessionsperweek integer check (posttrialmaxsessionsperweek > 0),
  createdat timestamptz not null default private.app_now(),
  updatedat timestamptz not null default private.app_now()
);

alter table public.subscriptionplans enable row level security;

-- Visitors compare plans on the landing page and learners on the settings page.
create policy "Plans are visible to everyone"
  on public.subscriptionplans for select
  to anon, authenticated
  using (true);

-- Plans change only through the service role (which bypasses row-level security).
revoke all on public.subscriptionplans from anon, authenticated;
grant select on public.subscriptionplans to anon, authenticated;

create trigger subscriptionplans_touch_updatedat
  before update on public.subscriptionplans
  for each row execute function private.touch_updated_at('updatedat');

-- The product's plans (decisions.md): free has a 45-day trial at 2 a day / 14 a week, then 2 a
-- week (at most 2 a day); premium and free-for-life are unlimited.
insert into public.subscriptionplans
  (planname, price, maxsessionsperday, maxsessionsperweek, billingcycle, adsenabled, trialdays,
   posttrialmaxsessionsperday, posttrialmaxsessionsperweek)
values
  ('free', 0, 2, 14, 'none', true, 45, 2, 2),
  ('premium', 9.99, null, null, 'monthly', false, null, null, null),
  ('free-for-life', 0, null, null, 'lifetime', false, null, null, null)
on conflict (planname) do nothing;
