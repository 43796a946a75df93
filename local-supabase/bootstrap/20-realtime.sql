-- LOCAL ONLY: hosted Supabase streams changes from the write-ahead log; the local stack has no
-- logical replication (PGlite), so a row trigger announces each change with pg_notify instead.
-- The notice carries the row as it was changed (the new row, or the old one for a delete); the
-- realtime module checks it against each subscriber's rights before sending it.

create schema if not exists realtime;

-- Trigger arguments are the table's primary-key columns, given by realtime.attach_change_notices().
create or replace function realtime.notify_change() returns trigger
language plpgsql as $$
declare
  changed_json jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  key jsonb := '{}'::jsonb;
  old_key jsonb := null;
  notice jsonb;
  key_column text;
begin
  foreach key_column in array tg_argv loop
    key := key || jsonb_build_object(key_column, changed_json -> key_column);
  end loop;
  if tg_op = 'UPDATE' then
    old_key := '{}'::jsonb;
    foreach key_column in array tg_argv loop
      old_key := old_key || jsonb_build_object(key_column, to_jsonb(old) -> key_column);
    end loop;
  end if;
  notice := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'key', key,
    'old_key', old_key,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'record', changed_json
  );
  -- pg_notify refuses payloads of 8000 bytes or more: a row that large travels as its key only;
  -- the realtime module then reads the row as it is now (a delete: service role only).
  if octet_length(notice::text) >= 7900 then
    notice := notice - 'record';
  end if;
  perform pg_notify('realtime_changes', notice::text);
  return null;
end;
$$;

-- Attaches the trigger to every public table that has a primary key (the module calls this at
-- start, after migrations ran, and again after each schema reload, so tables added while the
-- stack runs are covered too). Returns the tables it could not watch, with the reason: the
-- module logs them and serves on, since a schema it did not expect must never stop the stack.
--   A partitioned table gets the trigger once, on the parent; Postgres puts a copy on each of
--   its partitions, present and future, and the change is announced under the partition's name,
--   as hosted Supabase's publication announces it (publish_via_partition_root off). Partitions
--   under a parent with a primary key are therefore left alone.
--   A table whose trigger is already in place with the same key is left alone too: recreating
--   it is DDL, which would announce a schema reload (pgrst_ddl_watch) and start another round.
drop function if exists realtime.attach_change_notices();
create function realtime.attach_change_notices() returns table (table_name text, problem text)
language plpgsql as $$
declare
  table_row record;
begin
  for table_row in
    select c.oid, c.relname,
           (select string_agg(quote_literal(a.attname), ', ' order by k.ord)
              from pg_index i
              cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
              join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
             where i.indrelid = c.oid and i.indisprimary) as key_columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and not (c.relispartition and exists (
             select 1 from pg_partition_ancestors(c.oid) as ancestor(relid)
              where ancestor.relid <> c.oid
                and exists (select 1 from pg_index i where i.indrelid = ancestor.relid and i.indisprimary)))
  loop
    continue when table_row.key_columns is null;
    continue when exists (
      select 1 from pg_trigger t
       where t.tgrelid = table_row.oid and t.tgname = 'realtime_change_notice'
         and pg_get_triggerdef(t.oid) like '%realtime.notify_change(' || table_row.key_columns || ')');
    begin
      execute format('drop trigger if exists realtime_change_notice on public.%I', table_row.relname);
      execute format(
        'create trigger realtime_change_notice after insert or update or delete on public.%I '
        'for each row execute function realtime.notify_change(%s)',
        table_row.relname, table_row.key_columns);
    exception when others then
      table_name := table_row.relname;
      problem := sqlerrm;
      return next;
    end;
  end loop;
end;
$$;

-- Who among a change's subscribers may see it, in one statement, so the cost of a change grows
-- with the number of distinct subscribers (role and claims), not with the channels they hold.
--   table_name  the public table that changed
--   change_type INSERT, UPDATE or DELETE
--   key         the changed row's primary key, {column: value}
--   announced   the row as it was changed (the old row of a delete); null when it was too large
--               to announce, and then the row is read as it is now
--   callers     one object per subscriber: the settings a request of theirs runs with (role,
--               request.jwt.claims, request.jwt.claim.sub, request.jwt.claim.role)
--   filters     the subscribers' filters grouped by column and operator:
--               [{column, operator, lists: [[value, ...], ...]}], one list per distinct filter
--               (eq, neq, lt, lte, gt, gte hold one value; in holds the whole list)
-- Returns {record, visible: [index into callers], matches: [[index into lists], ...]}.
--
-- Row-level security decides, under each subscriber's own role and claims, for the row as it
-- was changed: when the stored row differs from the announced one (it changed again, or was
-- deleted), it is replaced by the announced one inside a block that is always undone (as the
-- session's superuser, triggers and foreign keys off). A subscriber whose role cannot read the
-- table, or every column of it, sees nothing. Filters only narrow: they are evaluated once, on
-- the same row, and count only for subscribers that may see it. Without a superuser session a
-- changed row cannot be put back: inserts and updates are then read as they are now, and a
-- delete goes to nobody.
create or replace function realtime.check_change(
  table_name text, change_type text, key jsonb, announced jsonb, callers jsonb, filters jsonb
) returns jsonb
language plpgsql as $$
declare
  target regclass := format('public.%I', table_name)::regclass;
  key_match text;
  select_row text;
  key_columns integer;
  stored text;
  replaced boolean := false;
  current_record jsonb;
  visible jsonb := '[]'::jsonb;
  matches jsonb := '[]'::jsonb;
  group_matches jsonb;
  filter_group jsonb;
  filter_operator text;
  filter_type text;
  caller jsonb;
  caller_index integer;
  readable jsonb := '{}'::jsonb;
  seen jsonb;
begin
  select string_agg(format('t.%I = ($1 ->> %L)::%s', a.attname, a.attname,
                           format_type(a.atttypid, a.atttypmod)), ' and '),
         count(*)
    into key_match, key_columns
    from jsonb_object_keys(key) as k(name)
    join pg_attribute a on a.attrelid = target and a.attname = k.name
                       and a.attnum > 0 and not a.attisdropped;
  if key_columns = 0 or key_columns <> (select count(*) from jsonb_object_keys(key)) then
    raise exception 'realtime: % is not a key of %', key, target;
  end if;
  select_row := format('select to_jsonb(t) from %s t where %s', target, key_match);
  -- Which API roles may read every column: a role that may not would fail to select the row.
  select jsonb_object_agg(r.role, has_table_privilege(r.role, target, 'select') or not exists (
           select 1 from pg_attribute a
            where a.attrelid = target and a.attnum > 0 and not a.attisdropped
              and not has_column_privilege(r.role, target, a.attnum, 'select')))
    into readable
    from (select distinct c ->> 'role' as role from jsonb_array_elements(callers) as c) r
   where r.role in ('anon', 'authenticated', 'service_role');

  execute select_row into current_record using key;

  begin
    if announced is not null and current_record is distinct from announced then
      begin
        perform set_config('session_replication_role', 'replica', true);
        if current_record is not null then
          execute format('delete from %s t where %s', target, key_match) using key;
        end if;
        select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into stored
          from pg_attribute a
         where a.attrelid = target and a.attnum > 0 and not a.attisdropped and a.attgenerated = '';
        execute format('insert into %s (%s) overriding system value select %s '
                       'from jsonb_populate_record(null::%s, $1)', target, stored, stored, target)
          using announced;
        perform set_config('session_replication_role', 'origin', true);
        replaced := true;
      exception when insufficient_privilege then
        replaced := false;
      end;
      if not replaced and change_type = 'DELETE' then
        return jsonb_build_object('record', null, 'visible', '[]'::jsonb, 'matches', '[]'::jsonb);
      end if;
      if replaced then
        execute select_row into current_record using key;
      end if;
    end if;

    for filter_group in select value from jsonb_array_elements(filters) loop
      filter_operator := case filter_group ->> 'operator'
        when 'eq' then '=' when 'in' then '=' when 'neq' then '<>' when 'lt' then '<'
        when 'lte' then '<=' when 'gt' then '>' when 'gte' then '>=' end;
      select format_type(a.atttypid, a.atttypmod) into filter_type
        from pg_attribute a
       where a.attrelid = target and a.attname = filter_group ->> 'column'
         and a.attnum > 0 and not a.attisdropped;
      if filter_operator is null or filter_type is null then
        raise exception 'realtime: cannot filter % by %', target, filter_group - 'lists';
      end if;
      execute format(
        'select coalesce(jsonb_agg(l.i - 1 order by l.i), ''[]'') '
        'from jsonb_array_elements($2) with ordinality as l(list, i) '
        'where exists (%s and t.%I %s any (array(select v::%s from jsonb_array_elements_text(l.list) as v)))',
        select_row, filter_group ->> 'column', filter_operator, filter_type)
        into group_matches using key, filter_group -> 'lists';
      matches := matches || jsonb_build_array(group_matches);
    end loop;

    -- Each subscriber selects the row under its own role and claims. A policy that raises for one
    -- of them must not cost the others the change: then each is checked again on its own.
    begin
      caller_index := 0;
      for caller in select value from jsonb_array_elements(callers) loop
        if coalesce((readable ->> (caller ->> 'role'))::boolean, false) then
          perform set_config('role', caller ->> 'role', true),
                  set_config('request.jwt.claims', coalesce(caller ->> 'request.jwt.claims', ''), true),
                  set_config('request.jwt.claim.sub', coalesce(caller ->> 'request.jwt.claim.sub', ''), true),
                  set_config('request.jwt.claim.role', coalesce(caller ->> 'request.jwt.claim.role', ''), true);
          execute select_row into seen using key;
          if seen is not null then
            visible := visible || to_jsonb(caller_index);
          end if;
        end if;
        caller_index := caller_index + 1;
      end loop;
    exception when others then
      visible := '[]'::jsonb;
      caller_index := 0;
      for caller in select value from jsonb_array_elements(callers) loop
        begin
          if coalesce((readable ->> (caller ->> 'role'))::boolean, false) then
            perform set_config('role', caller ->> 'role', true),
                    set_config('request.jwt.claims', coalesce(caller ->> 'request.jwt.claims', ''), true),
                    set_config('request.jwt.claim.sub', coalesce(caller ->> 'request.jwt.claim.sub', ''), true),
                    set_config('request.jwt.claim.role', coalesce(caller ->> 'request.jwt.claim.role', ''), true);
            execute select_row into seen using key;
            if seen is not null then
              visible := visible || to_jsonb(caller_index);
            end if;
          end if;
          raise sqlstate 'RLTCK';
        exception
          when sqlstate 'RLTCK' then null;
          when others then null;
        end;
        caller_index := caller_index + 1;
      end loop;
    end;

    -- Undo the replaced row and the last subscriber's role and claims.
    raise sqlstate 'RLTCK';
  exception when sqlstate 'RLTCK' then
    null;
  end;
  return jsonb_build_object('record', current_record, 'visible', visible, 'matches', matches);
end;
$$;

-- Only the stack itself attaches triggers and checks changes; no API role needs these functions.
revoke all on function realtime.notify_change() from public;
revoke all on function realtime.attach_change_notices() from public;
revoke all on function realtime.check_change(text, text, jsonb, jsonb, jsonb, jsonb) from public;
