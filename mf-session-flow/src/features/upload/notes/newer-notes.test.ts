import { describe, expect, it } from 'vitest';
import type { TypedNoteCopy } from '@aayra/supabase/typed-note-copy';
import { newerNotes } from './newer-notes';

const SAVED = '2026-11-29T10:00:00.123456+00:00';
const LATER = '2026-11-29T10:05:00.654321+00:00';
const phoneNotes = [{ id: 'n1', text: 'Typed on the phone.' }];
const laptopNotes = [{ id: 'n1', text: 'Typed on the laptop.' }];

const device = (copy: Partial<TypedNoteCopy>): TypedNoteCopy => ({
  notes: laptopNotes,
  editedAt: Date.parse(SAVED) - 500,
  savedAt: SAVED,
  unsaved: false,
  ...copy,
});

describe('which typed notes the upload page opens with', () => {
  it('shows the session’s notes on a device that has none (another device typed them)', () => {
    expect(newerNotes(null, { notes: phoneNotes, updatedat: SAVED })).toMatchObject({ copy: { notes: phoneNotes, savedAt: SAVED, unsaved: false }, toSave: false });
  });

  it('keeps this device’s keys that a reload cut off before they were saved, and saves them', () => {
    const cutOff = device({ editedAt: Date.parse(SAVED) + 200, unsaved: true });
    expect(newerNotes(cutOff, { notes: phoneNotes, updatedat: SAVED })).toEqual({ copy: cutOff, toSave: true });
  });

  it('keeps this device’s notes when the session has none yet, and saves them', () => {
    const never = device({ savedAt: null, unsaved: true });
    expect(newerNotes(never, null)).toEqual({ copy: never, toSave: true });
  });

  it('brings another device’s later save over this device’s older, saved copy', () => {
    expect(newerNotes(device({}), { notes: phoneNotes, updatedat: LATER })?.copy).toMatchObject({ notes: phoneNotes, savedAt: LATER });
  });

  it('lets the later edit win when both devices changed the notes apart', () => {
    const editedLast = device({ editedAt: Date.parse(LATER) + 60_000, unsaved: true });
    expect(newerNotes(editedLast, { notes: phoneNotes, updatedat: LATER })).toEqual({ copy: editedLast, toSave: true });
    const editedFirst = device({ editedAt: Date.parse(LATER) - 60_000, unsaved: true });
    expect(newerNotes(editedFirst, { notes: phoneNotes, updatedat: LATER })?.copy.notes).toEqual(phoneNotes);
  });

  it('opens with nothing to restore when neither copy exists', () => {
    expect(newerNotes(null, null)).toBeNull();
  });
});
