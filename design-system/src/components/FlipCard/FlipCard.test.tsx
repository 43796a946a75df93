import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FlipCard } from './FlipCard';

function renderCard(onFlippedChange = vi.fn()) {
  render(
    <FlipCard
      front="What is spaced repetition?"
      back="Reviewing at growing intervals"
      frontLabel="Question"
      backLabel="Answer"
      onFlippedChange={onFlippedChange}
    />,
  );
  return screen.getByRole('button');
}

describe('FlipCard', () => {
  it('is one button named by the face that is showing', () => {
    const card = renderCard();
    expect(card.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'What is spaced repetition?' })).toBe(card);
  });

  it('flips by click and announces the back', async () => {
    const onFlippedChange = vi.fn();
    const card = renderCard(onFlippedChange);
    await userEvent.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Reviewing at growing intervals' })).toBe(card);
    expect(
      screen.getByText('Answer: Reviewing at growing intervals').getAttribute('aria-live'),
    ).toBe('polite');
    expect(onFlippedChange).toHaveBeenLastCalledWith(true);
  });

  it('flips with Enter and back with Space', async () => {
    const card = renderCard();
    card.focus();
    await userEvent.keyboard('{Enter}');
    expect(card.getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard(' ');
    expect(card.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Question: What is spaced repetition?')).toBeTruthy();
  });

  it('can be controlled by its parent', async () => {
    const onFlippedChange = vi.fn();
    render(<FlipCard front="54%" back="retention" flipped onFlippedChange={onFlippedChange} />);
    const card = screen.getByRole('button', { name: 'retention' });
    await userEvent.click(card);
    expect(onFlippedChange).toHaveBeenCalledWith(false);
    expect(card.getAttribute('aria-pressed')).toBe('true');
  });
});
