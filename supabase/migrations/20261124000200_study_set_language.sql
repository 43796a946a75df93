-- The language a study set's material is written in (ISO 639-1, or 'und' when it cannot be told),
-- detected by the generator and kept with the set, so the player marks its text with it and
-- reads it aloud and hyphenates it in the right language.

alter table public.studysets
  add column language text not null default 'und'
    constraint studysets_language_code
    check (private.check_input(language ~ '^(?:[a-z]{2,3}|und)$', 'A study set''s language must be a language code such as en, es or hi'));
