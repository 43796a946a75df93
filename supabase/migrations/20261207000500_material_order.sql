-- The order a session's material is read in is data: `position`, the place the learner gave it.
-- Typed notes are stored with their place on the upload page (1, 2, ...); a file, link or
-- recording stored without one (0, the default) takes the next place after the session's others. The generator
-- reads typed notes first in their places, then the rest in theirs (store-study-set.ts), as it
-- did when the order was read from the titles "Note 1", "Note 2"...

alter table public.studymaterials add column position integer not null default 0;

-- Material stored before: typed notes by the number their title ends in, the rest as added.
update public.studymaterials m
set position = coalesce((regexp_match(m.title, '(\d+)\s*$'))[1]::integer, 0)
where m.kind = 'text';
update public.studymaterials m
set position = ordered.place
from (
  select materialid, row_number() over (partition by sessionid order by createdat, materialid) as place
  from public.studymaterials
  where kind <> 'text'
) ordered
where ordered.materialid = m.materialid;

-- A file, link or recording inserted without a place takes the next one in its session.
create function private.place_new_material() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.position = 0 and new.kind <> 'text' then
    -- Serialised per session, so two additions at once never take one place.
    perform pg_advisory_xact_lock(hashtext('studymaterials'), hashtext(new.sessionid::text));
    select coalesce(max(position), 0) + 1 into new.position
    from public.studymaterials
    where sessionid = new.sessionid and kind <> 'text';
  end if;
  return new;
end;
$$;
revoke execute on function private.place_new_material() from public, anon, authenticated;

create trigger studymaterials_place_new
  before insert on public.studymaterials
  for each row execute function private.place_new_material();

alter table public.studymaterials
  add constraint studymaterials_position_range
    check (private.check_input(position between 0 and 100000, 'A material''s place must be between 0 and 100000'));
