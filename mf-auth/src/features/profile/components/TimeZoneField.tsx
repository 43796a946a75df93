import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Field, IconChevronDown } from '@aayra/design-system/components';
import { findTimeZones, readableTimeZone, timeZoneChoices } from '../../../lib/time-zones';

interface TimeZoneFieldProps {
  label: string;
  hint: string;
  /** The chosen zone, by its current IANA name. */
  value: string;
  onChange: (zone: string) => void;
}

/**
 * The time zone as a combobox a learner types into: over 400 zones are too many to scroll, and a
 * native select only jumps by a name's first letters, so "Kolkata" or "+05:30" would find nothing.
 * The list follows the typing; the first match is active, so Enter or Tab takes it, and leaving
 * the field without choosing keeps the zone that was there (WAI-ARIA's list autocomplete with
 * automatic selection).
 */
export function TimeZoneField({ label, hint, value, onChange }: TimeZoneFieldProps) {
  const listId = useId();
  // Made once: the offsets are those of the moment the page opened.
  const [choices] = useState(() => timeZoneChoices(value));
  // null while the field shows the chosen zone; the learner's text while searching.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => (query === null ? choices : findTimeZones(choices, query)), [choices, query]);
  const activeChoice = open ? matches[active] : undefined;

  const activeOptionId = activeChoice ? `${listId}-${active}` : undefined;
  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId, query]);

  const openAt = (index: number) => {
    setOpen(true);
    setActive(Math.max(0, Math.min(index, matches.length - 1)));
  };
  const openOnChosen = () => openAt(query === null ? choices.findIndex((choice) => choice.zone === value) : 0);
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (zone: string) => {
    onChange(zone);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (open && !event.altKey) openAt(active + 1);
        else openOnChosen();
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) openAt(active - 1);
        else openOnChosen();
        break;
      case 'Enter':
        // Enter picks from an open list; it submits the form only once the list is closed.
        if (!open) break;
        event.preventDefault();
        if (activeChoice) choose(activeChoice.zone);
        break;
      case 'Tab':
        if (activeChoice && query !== null) choose(activeChoice.zone);
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const nothingFound = query !== null && matches.length === 0 ? query.trim() : null;
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <div className="time-zone-field">
          <div className="aayra-select">
            <input
              {...control}
              className="aayra-input aayra-select__control"
              type="text"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded={open && matches.length > 0}
              aria-controls={listId}
              aria-activedescendant={activeOptionId}
              value={query ?? readableTimeZone(value)}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setQuery(text);
                setOpen(true);
                // An emptied field lists every zone with none taken yet: Enter must not pick the first.
                setActive(text.trim() ? 0 : -1);
              }}
              onFocus={(event) => event.currentTarget.select()}
              onClick={(event) => {
                if (open) return;
                // Selected again after the click placed the caret, so what the learner types replaces the zone.
                if (query === null) event.currentTarget.select();
                openOnChosen();
              }}
              onKeyDown={onKeyDown}
              onBlur={close}
            />
            <IconChevronDown className="aayra-select__chevron" />
          </div>
          <ul className="time-zone-field__list" id={listId} role="listbox" aria-label="Time zones" hidden={!open || matches.length === 0}>
            {open &&
              matches.map((choice, index) => (
                <li
                  key={choice.zone}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="time-zone-field__option"
                  // Keeps focus in the field, so choosing never blurs it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(choice.zone)}
                >
                  {choice.label}
                </li>
              ))}
          </ul>
          {/* A live region, not a status: the form's own status says whether the profile was saved. */}
          <p className="time-zone-field__status" aria-live="polite">
            {nothingFound === null ? '' : `No time zone matches "${nothingFound}". Try a city, an old name or an offset such as +05:30.`}
          </p>
        </div>
      )}
    </Field>
  );
}
