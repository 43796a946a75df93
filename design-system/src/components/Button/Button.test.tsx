import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a button that reacts to click, Enter and Space', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Sign In</Button>);
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('shows the loading label, stays focusable and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="primary" loading loadingLabel="Saving..." onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" loading>
          Sign In
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cannot be used when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save Profile
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('exposes its variant and size to the stylesheet', () => {
    render(
      <Button variant="danger" size="lg">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button.dataset.variant).toBe('danger');
    expect(button.dataset.size).toBe('lg');
  });
});
