import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkCard } from './LinkCard';

describe('LinkCard', () => {
  it('is one link named by its visible text: title, count, then description', () => {
    render(
      <LinkCard
        href="/pending-reviews"
        title="Pending Reviews"
        count={3}
        description="Due today or earlier"
      />,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/pending-reviews');
    expect(link.textContent).toBe('Pending Reviews3Due today or earlier');
  });

  it('lets a router take over the click', async () => {
    const navigate = vi.fn();
    render(
      <LinkCard
        href="/new-session"
        title="Start New Session"
        onClick={(event) => {
          event.preventDefault();
          navigate('/new-session');
        }}
      />,
    );
    screen.getByRole('link').focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/new-session');
  });

  it('is a button without href', async () => {
    const onClick = vi.fn();
    render(<LinkCard title="Completed Sessions" count={12} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: /^Completed Sessions\s*12$/ }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is an unavailable button when disabled, still showing why', async () => {
    const onClick = vi.fn();
    render(
      <LinkCard
        href="/new-session"
        title="Start New Session"
        description="Daily limit reached"
        disabled
        onClick={onClick}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    const button = screen.getByRole('button', { name: /^Start New Session/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.textContent).toContain('Daily limit reached');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
