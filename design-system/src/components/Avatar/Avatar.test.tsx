import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { getInitials } from './initials';

describe('getInitials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['Mary Jane Watson', 'MJ'],
    ['  zoë   ångström ', 'ZÅ'],
    ['', 'U'],
    [null, 'U'],
    ['   ', 'U'],
  ])('%j -> %s', (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });
});

describe('Avatar', () => {
  it('shows the picture when there is one', () => {
    render(<Avatar name="Ada Lovelace" src="/ada.png" label="Profile" />);
    expect(
      screen.getByRole('img', { name: 'Profile' }).querySelector('img')?.getAttribute('src'),
    ).toBe('/ada.png');
  });

  it('falls back to initials when the picture fails to load', () => {
    render(<Avatar name="Ada Lovelace" src="/broken.png" label="Profile" />);
    fireEvent.error(
      screen.getByRole('img', { name: 'Profile' }).querySelector('img') as HTMLImageElement,
    );
    expect(screen.getByRole('img', { name: 'Profile' }).textContent).toBe('AL');
  });

  it("shows 'U' with no name and no picture", () => {
    render(<Avatar label="Profile" />);
    expect(screen.getByRole('img', { name: 'Profile' }).textContent).toBe('U');
  });

  it('is hidden from screen readers without a label (its link is named instead)', () => {
    const { container } = render(<Avatar name="Ada" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
