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
-- start, after migrations ran, so tables added by a new migration are covered too).
create or replace function realtime.attach_change_notices() returns integer
language plpgsql as $$
declare
  table_row record;
  attached integer := 0;
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
  loop
    continue when table_row.key_columns is null;
    execute format('drop trigger if exists realtime_change_notice on public.%I', table_row.relname);
    execute format(
      'create trigger realtime_change_notice after insert or update or delete on public.%I '
      'for each row execute function realtime.notify_change(%s)',
      table_row.relname, table_row.key_columns);
    attached := attached + 1;
  end loop;
  return attached;
end;
$$;

-- Only the stack itself attaches triggers; no API role needs either function.
revoke all on function realtime.notify_change() from public;
revoke all on function realtime.attach_change_notices() from public;
