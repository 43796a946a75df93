-- Where a session's files, links and recordings come from: a file or recording names its stored
-- object, which lies in the learner's own folder (row-level security on storage lets no one else
-- read it, and this keeps a row from pointing at another learner's file); a link keeps its address.

alter table public.studymaterials
  add constraint studymaterials_file_in_own_folder
    check (private.check_input(storagepath is null or starts_with(storagepath, userid::text || '/'),
      'A stored file must lie in your own folder')),
  add constraint studymaterials_file_is_stored
    check (private.check_input(kind not in ('file', 'voice') or storagepath is not null,
      'A file or recording must name its stored file')),
  add constraint studymaterials_link_has_address
    check (private.check_input(kind <> 'link' or sourceurl is not null, 'A link must have its address')),
  add constraint studymaterials_title_length
    check (private.check_input(char_length(title) <= 300, 'A material''s title can be at most 300 characters'));

-- Why a kept file gave no text (a scan, a password, damage), in the sentence the learner was told
-- when adding it, so the page says the same after a reload.
alter table public.studymaterials
  add column unreadablereason text
    check (private.check_input(unreadablereason is null or char_length(unreadablereason) <= 300,
      'The reason a file could not be read can be at most 300 characters'));
