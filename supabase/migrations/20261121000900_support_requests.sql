-- Support requests sent from the Help page by signed-in learners (visitors use e-mail).

create table public.support_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (userid) on delete cascade,
  request_type text not null
    check (private.check_input(request_type in ('feedback', 'feature_request', 'issue'),
      'Request type must be feedback, feature_request or issue')),
  title text not null
    check (private.check_input(char_length(btrim(title)) between 1 and 100, 'Title must be 1 to 100 characters and not blank')),
  description text not null
    check (private.check_input(char_length(btrim(description)) between 1 and 1000, 'Description must be 1 to 1000 characters and not blank')),
  status text not null default 'open'
    check (private.check_input(status in ('open', 'closed'), 'Request status must be open or closed')),
  created_at timestamptz not null default private.app_now()
);
create index support_requests_by_user on public.support_requests (user_id, created_at desc);

alter table public.support_requests enable row level security;

-- A learner sees the requests it sent.
create policy "Support requests are visible to their sender"
  on public.support_requests for select to authenticated
  using (user_id = (select auth.uid()));

-- A learner sends requests in its own name; once sent they are the support team's (no edits).
create policy "Learners send support requests in their own name"
  on public.support_requests for insert to authenticated
  with check (user_id = (select auth.uid()));

revoke all on public.support_requests from anon, authenticated;
grant select on public.support_requests to authenticated;
grant insert (user_id, request_type, title, description) on public.support_requests to authenticated;
