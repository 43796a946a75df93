-- The profile's copy of the learner's e-mail and its verification follows the account: an
-- address is confirmed by an e-mailed link after sign-up, and a change of address applies only
-- once both links are followed, long after the profile row was made.
create function private.profile_follows_account() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.users
     set email = new.email,
         emailverified = new.email_confirmed_at is not null
   where userid = new.id
     and (email is distinct from new.email or emailverified is distinct from (new.email_confirmed_at is not null));
  return null;
end
$$;
revoke execute on function private.profile_follows_account() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email, email_confirmed_at on auth.users
  for each row
  when (old.email is distinct from new.email or old.email_confirmed_at is distinct from new.email_confirmed_at)
  execute function private.profile_follows_account();

update public.users p
   set email = u.email, emailverified = u.email_confirmed_at is not null
  from auth.users u
 where u.id = p.userid
   and (p.email is distinct from u.email or p.emailverified is distinct from (u.email_confirmed_at is not null));
