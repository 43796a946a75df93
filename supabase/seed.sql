-- Local and preview data: the demo learner (demo@aayra.app / aayra-demo-2026) with three weeks of
-- history, written through the product's own rules (numbering, limits, status flow, reviews) by
-- moving the application clock, so every row looks the way the app would have left it.
-- The plans themselves are reference data and come with the migrations.

do $seed$
declare
  demo constant uuid := 'a7a7a000-0000-4000-8000-000000000001';
  zone constant text := 'UTC';
  today constant date := (now() at time zone zone)::date;
  topics constant text[][] := array[
    array['Biology', 'Cells', 'Mitochondria produce most of the cell''s ATP through cellular respiration.', 'Which organelle produces most ATP?', 'Mitochondria'],
    array['Chemistry', 'Bonds', 'Ionic bonds form when electrons are transferred from one atom to another.', 'What happens to electrons in an ionic bond?', 'They are transferred'],
    array['History', 'Rome', 'The Roman Republic became an empire when Augustus took power in 27 BC.', 'Who was the first Roman emperor?', 'Augustus'],
    array['Mathematics', 'Calculus', 'The derivative of a function measures its instantaneous rate of change.', 'What does a derivative measure?', 'Instantaneous rate of change'],
    array['Biology', 'Genetics', 'Genes are segments of DNA that code for proteins.', 'What do genes code for?', 'Proteins']
  ];
  -- Days back from today with a completed session; the gaps leave a 6-day streak ending yesterday.
  study_days constant integer[] := array[20, 19, 17, 16, 15, 13, 12, 10, 9, 8, 6, 5, 4, 3, 2, 1];
  back integer;
  n integer := 0;
  topic text[];
  session_id uuid;
  material_id uuid;
  set_id uuid;
  entry record;
  answers jsonb;
begin
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
    confirmation_token, recovery_token, email_change_token_new, email_change
  ) values (
    '00000000-0000-0000-0000-000000000000', demo, 'authenticated', 'authenticated', 'demo@aayra.app',
    extensions.crypt('aayra-demo-2026', extensions.gen_salt('bf', 10)), now() - interval '21 days',
    '{"provider": "email", "providers": ["email"]}',
    jsonb_build_object('displayname', 'Demo Learner', 'studentcategory', 'college', 'timezone', zone),
    now() - interval '21 days', now() - interval '21 days', '', '', '', ''
  ) on conflict (id) do nothing;

  insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
  values (demo::text, demo, jsonb_build_object('sub', demo::text, 'email', 'demo@aayra.app', 'email_verified', true),
          'email', now() - interval '21 days', now() - interval '21 days')
  on conflict (provider_id, provider) do nothing;

  update public.users
  set preferredstudyweekdays = 'Monday,Tuesday,Wednesday,Thursday,Friday',
      preferredstudystarttime = '18:00',
      weeklygoal = 10
  where userid = demo;

  -- complete_review acts for the signed-in learner.
  perform set_config('request.jwt.claims', json_build_object('sub', demo, 'role', 'authenticated')::text, true);

  foreach back in array study_days loop
    n := n + 1;
    topic := topics[1 + n % array_length(topics, 1):1 + n % array_length(topics, 1)];

    insert into private.clock (id, frozen_at)
    values (true, private.local_day_start(today - back, zone) + interval '17 hours')
    on conflict (id) do update set frozen_at = excluded.frozen_at;

    insert into public.studysessions (userid, subjectname, topicname)
    values (demo, topic[1][1], topic[1][2])
    returning sessionid into session_id;
    update public.studysessions set status = 'uploading' where sessionid = session_id;

    insert into public.studymaterials (sessionid, userid, kind, title, content)
    values (session_id, demo, 'text', topic[1][2] || ' notes', topic[1][3])
    returning materialid into material_id;
    update public.studysessions set status = 'validating' where sessionid = session_id;

    insert into public.studysets (sessionid, userid) values (session_id, demo) returning studysetid into set_id;
    insert into public.summarypoints (studysetid, userid, position, text, materialid, sourcepassage)
    values (set_id, demo, 0, topic[1][3], material_id, topic[1][3]);
    insert into public.flashcards (studysetid, userid, position, front, back, materialid, sourcepassage)
    values (set_id, demo, 0, topic[1][4], topic[1][5], material_id, topic[1][3]);
    insert into public.quizquestions (studysetid, userid, position, question, options, correctoption, explanation, materialid, sourcepassage)
    values (set_id, demo, 0, topic[1][4],
            jsonb_build_array(topic[1][5], 'Ribosomes', 'None of these', 'All of these'), 0,
            topic[1][3], material_id, topic[1][3]);

    insert into public.quizanswers (questionid, userid, reviewstage, chosenoption)
    select questionid, demo, 0, case when n % 3 = 0 then 1 else 0 end
    from public.quizquestions where studysetid = set_id;

    update public.studysessions set status = 'break_in_progress' where sessionid = session_id;
    update private.clock set frozen_at = frozen_at + interval '35 minutes';
    update public.studysessions set status = 'completed', isfavorite = (n % 4 = 0) where sessionid = session_id;
  end loop;

  -- Yesterday evening's second session was left during validation: it waits in Incomplete Sessions.
  update private.clock set frozen_at = private.local_day_start(today - 1, zone) + interval '20 hours';
  insert into public.studysessions (userid, subjectname, topicname)
  values (demo, 'Physics', 'Optics')
  returning sessionid into session_id;
  update public.studysessions set status = 'uploading' where sessionid = session_id;
  insert into public.studymaterials (sessionid, userid, kind, title, content)
  values (session_id, demo, 'text', 'Optics notes', 'Light bends when it passes from one medium into another.');
  update public.studysessions set status = 'validating' where sessionid = session_id;
  update public.studysessions set status = 'incomplete' where sessionid = session_id;

  -- The learner did every review on its due day, up to yesterday; today's are still pending.
  loop
    select e.entryid, e.sessionid, e.currentreviewduedate into entry
    from public.reviewcycleentries e
    where e.userid = demo and e.status = 'pending' and e.currentreviewduedate < today
    order by e.currentreviewduedate, e.reviewstage
    limit 1;
    exit when not found;

    update private.clock set frozen_at = private.local_day_start(entry.currentreviewduedate, zone) + interval '19 hours';
    select coalesce(jsonb_agg(jsonb_build_object('questionid', q.questionid, 'chosenoption', q.correctoption)), '[]')
    into answers
    from public.quizquestions q join public.studysets s on s.studysetid = q.studysetid
    where s.sessionid = entry.sessionid;
    perform public.complete_review(entry.entryid, answers);
  end loop;

  delete from private.clock;
  perform set_config('request.jwt.claims', '', true);
end
$seed$;
