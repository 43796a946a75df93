-- A learner who turned on two-factor authentication reaches their data only from a session that a
-- code raised to aal2 (Supabase's own recipe for enforcing MFA): with the password alone (aal1),
-- row-level security shows, accepts and changes nothing, whatever the client does. Learners
-- without a verified factor are unaffected. The plans stay readable by everyone.

create function private.second_factor_given() returns boolean
language sql stable
-- Reads auth.mfa_factors, which no API role may read.
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = auth.uid() and f.status::text = 'verified'
    );
$$;
revoke execute on function private.second_factor_given() from public, anon;
grant execute on function private.second_factor_given() to authenticated;

-- One restrictive policy on every learner table (and the stored files), added to the permissive
-- ones: both must pass. The sub-select runs once per statement, not once per row.
do $$
declare
  guarded record;
begin
  for guarded in
    select n.nspname as schema_name, c.relname as table_name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and c.relrowsecurity
      and ((n.nspname = 'public' and c.relname <> 'subscriptionplans') or (n.nspname = 'storage' and c.relname = 'objects'))
  loop
    execute format(
      'create policy "Second factor given when turned on" on %I.%I as restrictive for all to authenticated
         using ((select private.second_factor_given())) with check ((select private.second_factor_given()))',
      guarded.schema_name, guarded.table_name);
  end loop;
end
$$;
