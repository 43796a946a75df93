import { afterEach, describe, expect, it } from 'vitest';
import { focusMainHeadingWhenShown } from './focus-main-heading';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(html: string) {
  document.body.innerHTML = html;
}

// Each test's watcher is stopped after it, as the next navigation would.
const watchers: (() => void)[] = [];
function navigated() {
  watchers.push(focusMainHeadingWhenShown());
}

describe('focus after a navigation', () => {
  afterEach(() => {
    watchers.splice(0).forEach((stop) => stop());
    document.body.innerHTML = '';
  });

  it('moves to the main heading of the new page, focusable by script only', () => {
    page('<header><h1>Not this</h1></header><main><h1>Validation</h1></main>');
    navigated();
    const heading = document.querySelector('main h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading that the page shows later, as a remote page does', async () => {
    page('<main><p role="status">Loading...</p></main>');
    navigated();
    expect(document.activeElement).toBe(document.body);
    document.querySelector('main')!.innerHTML = '<h1>Pending Reviews</h1>';
    await tick();
    expect(document.activeElement?.textContent).toBe('Pending Reviews');
  });

  it('leaves focus where the learner has moved it meanwhile', async () => {
    page('<nav><a href="/home">Home</a></nav><main><input aria-label="Subject"></main>');
    document.querySelector('a')!.focus();
    navigated();
    const field = document.querySelector('input')!;
    field.focus();
    field.insertAdjacentHTML('beforebegin', '<h1>New Session</h1>');
    await tick();
    expect(document.activeElement).toBe(field);
  });

  it('moves from the control that navigated when it is still on the page (the bottom bar)', async () => {
    page('<nav><a href="/favorites">Favorites</a></nav><main></main>');
    document.querySelector('a')!.focus();
    navigated();
    document.querySelector('main')!.innerHTML = '<h1>Favorites</h1>';
    await tick();
    expect(document.activeElement?.textContent).toBe('Favorites');
    expect(document.activeElement?.localName).toBe('h1');
  });

  it('stops waiting when told to (the next navigation came first)', async () => {
    page('<main></main>');
    const stop = focusMainHeadingWhenShown();
    stop();
    document.querySelector('main')!.innerHTML = '<h1>Home</h1>';
    await tick();
    expect(document.activeElement).toBe(document.body);
  });

  it('follows the page to its final heading when the loading one is replaced', async () => {
    page('<main><h1>Review</h1></main>');
    navigated();
    expect(document.activeElement?.textContent).toBe('Review');
    document.querySelector('main')!.innerHTML = '<h1>Physics - Energy #1</h1>';
    await tick();
    expect(document.activeElement?.textContent).toBe('Physics - Energy #1');
  });

  it('stops at the learner’s first key press', async () => {
    page('<main></main>');
    navigated();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.querySelector('main')!.innerHTML = '<h1>Home</h1>';
    await tick();
    expect(document.activeElement).toBe(document.body);
  });
});
