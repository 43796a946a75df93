import { afterEach, describe, expect, it } from 'vitest';
import { HOME_SNAPSHOT_KEY, HOME_SNAPSHOT_MAX_CHARS, type HomeSnapshot } from './home-snapshot-format';
import { releaseHomeSnapshot } from './hand-over';
import { keepHomeSnapshotFor } from './keep-to-one-learner';
import { homeShowsFigures } from './home-figures';
import { saveHomeSnapshot } from './take-home-snapshot';

const card = (title: string, count?: string) =>
  `<a class="aayra-link-card" href="/x" onclick="go()"><span class="aayra-link-card__title">${title}</span>${count === undefined ? '' : `<span class="aayra-link-card__count">${count}</span>`}</a>`;

/** The signed-in frame around Home as the shell renders it, with Home's cards showing `counts`. */
function renderHome(counts: [string, string, string], { start = 'Start a session' } = {}): HTMLElement {
  document.head.innerHTML = '<style id="aayra-design-system" data-prerendered>.a{}</style><style id="aayra-shell">.home{}</style>';
  document.body.innerHTML = `<div class="app-layout"><a class="skip-link" href="#main-content">Skip</a>
    <div class="app-layout__top"><header class="top-bar">Ada</header><div role="status">Saved</div></div>
    <p role="status" class="offline-notice">You are offline.</p>
    <main id="main-content" class="app-main"><div class="home"><h1 class="home__tagline">The Smarter way to Master more.</h1>
      <div class="home__cards">${card('Pending Reviews', counts[0])}${card(start)}${card('Incomplete Sessions', counts[1])}${card('Completed Sessions', counts[2])}</div>
      <script>alert(1)</script></div></main>
    <nav class="bottom-bar" aria-label="Main">Home</nav></div>`;
  return document.querySelector<HTMLElement>('.home')!;
}

const kept = () => JSON.parse(localStorage.getItem(HOME_SNAPSHOT_KEY) ?? 'null') as HomeSnapshot | null;

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-home-snapshot');
});

describe('Home’s kept picture', () => {
  it('is taken only once the four cards show every count, nothing still loading', () => {
    expect(homeShowsFigures(renderHome(['0', '2', '5']))).toBe(true);
    expect(homeShowsFigures(renderHome(['0', '', '5']))).toBe(false);
    expect(homeShowsFigures(renderHome(['0', '2', '5'], { start: 'Checking your limits' }))).toBe(false);
    expect(homeShowsFigures(renderHome(['0', 'Loading', '5']))).toBe(false);
  });

  it('keeps the frame and Home for this learner and build, without scripts, handlers, ids, notices or the prerendered sheets', () => {
    expect(saveHomeSnapshot(renderHome(['0', '2', '5']), 'learner-1', 'build-1', 1000)).toBe(true);
    const snapshot = kept()!;
    expect([snapshot.learner, snapshot.build, snapshot.savedAt]).toEqual(['learner-1', 'build-1', 1000]);
    const picture = document.createElement('div');
    picture.innerHTML = snapshot.html;
    expect(picture.querySelector('.top-bar')?.textContent).toBe('Ada');
    expect([...picture.querySelectorAll('.aayra-link-card__count')].map((count) => count.textContent)).toEqual(['0', '2', '5']);
    expect(picture.querySelector('.bottom-bar')).not.toBeNull();
    expect(picture.querySelectorAll('script, .offline-notice, .skip-link, [role="status"], [onclick], [id]')).toHaveLength(0);
    expect(snapshot.styles).toEqual([{ id: 'aayra-shell', css: '.home{}' }]);
  });

  it('is not kept over the size limit, and the older one goes with it', () => {
    saveHomeSnapshot(renderHome(['0', '2', '5']), 'learner-1', 'build-1');
    document.querySelector('.top-bar')!.textContent = 'x'.repeat(HOME_SNAPSHOT_MAX_CHARS);
    expect(saveHomeSnapshot(document.querySelector('.home')!, 'learner-1', 'build-1')).toBe(false);
    expect(kept()).toBeNull();
  });

  it('is deleted on sign-out or another learner’s sign-in, and kept for its own learner', () => {
    saveHomeSnapshot(renderHome(['0', '2', '5']), 'learner-1', 'build-1');
    keepHomeSnapshotFor('learner-1');
    expect(kept()?.learner).toBe('learner-1');
    keepHomeSnapshotFor('learner-2');
    expect(kept()).toBeNull();
    saveHomeSnapshot(renderHome(['0', '2', '5']), 'learner-1', 'build-1');
    keepHomeSnapshotFor(null);
    expect(kept()).toBeNull();
  });

  it('hands over in one step: the painted picture, its stylesheets and the mark that hides the app go', () => {
    document.head.innerHTML = '<style data-home-snapshot>.home{}</style>';
    document.body.innerHTML = '<div data-home-snapshot>picture</div><div id="root">app</div>';
    document.documentElement.setAttribute('data-home-snapshot', '');
    releaseHomeSnapshot();
    expect(document.querySelectorAll('[data-home-snapshot]')).toHaveLength(0);
    expect(document.documentElement.hasAttribute('data-home-snapshot')).toBe(false);
    expect(document.body.textContent).toBe('app');
  });
});
