-- A learner's own test notifications (the settings page and the notification testers): a basic
-- one, or a smart one built from the learner's due reviews, now or in N minutes.

create function public.send_test_notification(kind text default 'basic', deliver_in_minutes integer default 0)
returns public.notification_logs
language plpgsql
security definer
set search_path = ''
as $$
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
revoke execute on function public.send_test_notification(text, integer) from public, anon, service_role;
grant execute on function public.send_test_notification(text, integer) to authenticated;
