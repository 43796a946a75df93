import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimeZoneField } from './TimeZoneField';

afterEach(cleanup);

function ProfileTimeZone({ stored }: { stored: string }) {
  const [zone, setZone] = useState(stored);
  return (
    <>
      <TimeZoneField label="Time zone" hint="Your days follow this time zone." value={zone} onChange={setZone} />
      <output aria-label="Chosen">{zone}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Time zone' });
const chosen = () => screen.getByRole('status', { name: 'Chosen' }).textContent;

describe('TimeZoneField', () => {
  it('finds a zone by its city as the learner types, and Enter takes the first match', async () => {
    const events = userEvent.setup();
    render(<ProfileTimeZone stored="Europe/Paris" />);
    await events.click(field());
    await events.keyboard('Kolkata');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Asia/Kolkata (UTC+05:30), formerly Asia/Calcutta']);
    expect(field().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
    await events.keyboard('{Enter}');
    expect(chosen()).toBe('Asia/Kolkata');
    expect((field() as HTMLInputElement).value).toBe('Asia/Kolkata');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('replaces the shown zone with what the learner types after clicking it', async () => {
    const events = userEvent.setup();
    render(<ProfileTimeZone stored="Europe/Paris" />);
    await events.click(field());
    await events.keyboard('Kolk');
    expect((field() as HTMLInputElement).value).toBe('Kolk');
  });

  it('shows a stored old name by its current name', () => {
    render(<ProfileTimeZone stored="Europe/Kyiv" />);
    expect((field() as HTMLInputElement).value).toBe('Europe/Kyiv');
  });

  it('moves through the matches with the arrow keys and takes one with Tab', async () => {
    const events = userEvent.setup();
    render(<ProfileTimeZone stored="UTC" />);
    await events.click(field());
    await events.keyboard('+05:30');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Asia/Colombo (UTC+05:30)',
      'Asia/Kolkata (UTC+05:30), formerly Asia/Calcutta',
    ]);
    await events.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true }).textContent).toMatch(/^Asia\/Kolkata/);
    await events.tab();
    expect(chosen()).toBe('Asia/Kolkata');
  });

  it('takes a zone the learner clicks', async () => {
    const events = userEvent.setup();
    render(<ProfileTimeZone stored="UTC" />);
    await events.click(field());
    await events.keyboard('Kiev');
    await events.click(screen.getByRole('option', { name: /^Europe\/Kyiv/ }));
    expect(chosen()).toBe('Europe/Kyiv');
    expect(field()).toBe(document.activeElement);
  });

  it('keeps the chosen zone when the learner leaves or presses Escape without choosing', async () => {
    const events = userEvent.setup();
    render(<ProfileTimeZone stored="Europe/Paris" />);
    await events.click(field());
    await events.keyboard('Tokyo');
    await events.keyboard('{Escape}');
    expect((field() as HTMLInputElement).value).toBe('Europe/Paris');
    await events.click(field());
    await events.keyboard('Tokyo');
    await events.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect((field() as HTMLInputElement).value).toBe('Europe/Paris');
    expect(chosen()).toBe('Europe/Paris');
  });

  it('says when nothing matches, and Enter then neither chooses nor submits', async () => {
    const events = userEvent.setup();
    let submitted = false;
    render(
      <form onSubmit={(event) => { event.preventDefault(); submitted = true; }}>
        <ProfileTimeZone stored="Europe/Paris" />
      </form>,
    );
    await events.click(field());
    await events.keyboard('Atlantis{Enter}');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No time zone matches "Atlantis". Try a city, an old name or an offset such as +05:30.')).toBeTruthy();
    expect(chosen()).toBe('Europe/Paris');
    expect(submitted).toBe(false);
  });
});
