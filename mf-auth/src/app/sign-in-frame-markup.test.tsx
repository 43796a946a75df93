import { describe, expect, it } from 'vitest';
import { signInFrameMarkup } from './sign-in-frame-markup';

/** The frame as the page would hold it. */
function frame(): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = signInFrameMarkup();
  return box;
}

describe('the sign-in page’s frame', () => {
  it('shows the sign-in page’s heading, welcome, field labels and button as the page does', () => {
    const box = frame();
    expect(box.querySelector('h1')?.textContent).toBe('Sign In');
    expect(box.querySelector('.auth-page__intro')?.textContent).toBe('Welcome back to Aayra. Sign in to continue your study streak.');
    expect([...box.querySelectorAll('.aayra-field__label')].map((label) => label.textContent)).toEqual(['Email *', 'Password *']);
    expect(box.querySelector('.aayra-button[data-variant="primary"]')?.textContent).toBe('Sign In');
    expect(box.querySelectorAll('.aayra-input')).toHaveLength(2);
  });

  it('holds nothing a learner could type into, press or send, and no name the live page uses', () => {
    const box = frame();
    expect(box.querySelectorAll('form, input, button, textarea, select, main')).toHaveLength(0);
    expect(box.querySelectorAll('[id], [for], [name], [data-testid], [aria-labelledby], [aria-describedby], [aria-controls]')).toHaveLength(0);
  });
});
