import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_SNAPSHOT_KEY, HOME_SNAPSHOT_MAX_AGE_MS, HOME_SNAPSHOT_RELEASE_MS, type HomeSnapshot } from '../../home/snapshot/home-snapshot-format';
import { appBuildId, landingBootScript } from './landing-boot-script';

/** Runs the boot script as the browser would, at a path, with or without a stored session. */
function boot(path: string, { signedIn = false } = {}) {
  window.history.replaceState(null, '', path);
  if (signedIn) localStorage.setItem('sb-127-auth-token', '{}');
  const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
  new Function(landingBootScript(['/main.abc.js'], ['/start-up.abc.js'], { '/home': ['/home-page.abc.js'] }))();
  return {
    replace,
    scripts: [...document.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')),
    run: [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-app-boot');
});

describe('landingBootScript', () => {
  it('leaves a visitor on / or /landing with the static page and no app script', () => {
    for (const path of ['/', '/landing', '/landing/']) {
      const { replace, scripts } = boot(path);
      expect(replace).not.toHaveBeenCalled();
      expect(scripts).toEqual([]);
      expect(document.documentElement.hasAttribute('data-app-boot')).toBe(false);
    }
  });

  it('sends a signed-in learner from / to /home', () => {
    const { replace } = boot('/', { signedIn: true });
    expect(replace).toHaveBeenCalledWith('/home');
  });

  it('loads the app on every other path, hiding the static landing, and preloads its start-up beside it', () => {
    const { scripts, run } = boot('/settings');
    expect(scripts).toEqual(['/main.abc.js', '/start-up.abc.js']);
    // The start-up's chunks are only fetched early: the app's first script loads them itself.
    expect(run).toEqual(['/main.abc.js']);
    expect(document.documentElement.hasAttribute('data-app-boot')).toBe(true);
  });

  it('preloads a page’s own chunks at its address alone, whatever its case or trailing slash', () => {
    for (const path of ['/home', '/Home/']) {
      expect(boot(path).scripts).toEqual(['/main.abc.js', '/start-up.abc.js', '/home-page.abc.js']);
      document.head.innerHTML = '';
    }
    // A name every object has is not an address with chunks of its own.
    expect(boot('/constructor').scripts).toEqual(['/main.abc.js', '/start-up.abc.js']);
  });

  it('loads the app on / when an auth redirect brings tokens', () => {
    const { replace, scripts } = boot('/#access_token=abc&type=signup', { signedIn: true });
    expect(replace).not.toHaveBeenCalled();
    expect(scripts).toEqual(['/main.abc.js', '/start-up.abc.js']);
  });
});

describe('Home’s kept picture', () => {
  const scripts = { app: ['/main.abc.js'], startUp: ['/start-up.abc.js'], pages: { '/home': ['/home-page.abc.js'] } };
  const build = appBuildId(['/main.abc.js', '/start-up.abc.js', '/home-page.abc.js']);
  const picture = (overrides: Partial<HomeSnapshot> = {}): HomeSnapshot => ({
    learner: 'learner-1',
    build,
    savedAt: Date.now() - 60_000,
    html: '<div class="app-layout"><a class="aayra-link-card" href="/completed-sessions">Completed Sessions <span class="aayra-link-card__count">3</span></a></div>',
    styles: [{ id: 'aayra-shell', css: '.app-layout{display:flex}' }],
    ...overrides,
  });

  /** Opens `path` with the learner's session and a kept picture, as a repeat visit does. */
  function visit(path: string, { learner = 'learner-1' as string | null, kept = picture() as HomeSnapshot | null } = {}) {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"><div data-static-landing>The landing</div></div>';
    window.history.replaceState(null, '', path);
    if (learner) localStorage.setItem('sb-127-auth-token', JSON.stringify({ access_token: 'token', user: { id: learner } }));
    if (kept) localStorage.setItem(HOME_SNAPSHOT_KEY, JSON.stringify(kept));
    new Function(landingBootScript(scripts.app, scripts.startUp, scripts.pages))();
    return {
      painted: document.querySelector('body > [data-home-snapshot]'),
      kept: localStorage.getItem(HOME_SNAPSHOT_KEY),
      started: () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    };
  }

  it('paints the learner’s own picture of this build at /home, inert, beside a hidden #root, before the app’s scripts', () => {
    const { painted, started } = visit('/home');
    expect(painted?.textContent).toBe('Completed Sessions 3');
    expect(painted?.nextElementSibling?.id).toBe('root');
    expect([painted?.hasAttribute('inert'), painted?.getAttribute('aria-hidden'), painted?.getAttribute('aria-busy')]).toEqual([true, 'true', 'true']);
    expect(document.documentElement.hasAttribute('data-home-snapshot')).toBe(true);
    // The static landing would only be cleared by the app's first render.
    expect(document.getElementById('root')?.innerHTML).toBe('');
    expect(document.querySelector('head > style[data-home-snapshot]')?.textContent).toBe('.app-layout{display:flex}');
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(started()).toEqual(['/main.abc.js']);
  });

  it('takes the picture away on its own if the app has not handed over in time', () => {
    visit('/home');
    vi.advanceTimersByTime(HOME_SNAPSHOT_RELEASE_MS);
    expect(document.querySelector('[data-home-snapshot]')).toBeNull();
    expect(document.documentElement.hasAttribute('data-home-snapshot')).toBe(false);
  });

  it('brings no script, handler or stylesheet the page already has', () => {
    const { painted } = visit('/home', {
      kept: picture({
        html: '<div onclick="alert(1)"><img src="x" onerror="alert(2)"><script>alert(3)</script>Home</div>',
        styles: [{ id: 'root', css: 'body{color:red}' }],
      }),
    });
    expect(painted?.innerHTML).toBe('<div><img src="x">Home</div>');
    expect(document.querySelector('head > style[data-home-snapshot]')).toBeNull();
  });

  it('deletes another learner’s picture and paints nothing', () => {
    const { painted, kept, started } = visit('/home', { learner: 'learner-2' });
    expect(painted).toBeNull();
    expect(kept).toBeNull();
    expect(document.querySelector('[data-static-landing]')).not.toBeNull();
    expect(started()).toEqual(['/main.abc.js']);
  });

  it('paints nothing without a session, from another build, from over a week ago, or at another address', () => {
    const cases = [
      visit('/home', { learner: null }),
      visit('/home', { kept: picture({ build: 'older-build' }) }),
      visit('/home', { kept: picture({ savedAt: Date.now() - HOME_SNAPSHOT_MAX_AGE_MS - 1 }) }),
      visit('/settings'),
      visit('/home', { kept: picture({ savedAt: Date.now() + 60_000 }) }),
    ];
    for (const { painted, kept } of cases) {
      expect(painted).toBeNull();
      // Kept for its learner: the app replaces it with this build's picture when Home next fills.
      expect(kept).not.toBeNull();
    }
  });

  it('paints nothing from an unreadable picture', () => {
    localStorage.setItem(HOME_SNAPSHOT_KEY, '{not json');
    expect(visit('/home', { kept: null }).painted).toBeNull();
  });
});

describe('Home’s frame on a first visit', () => {
  const frame = '<div class="app-layout"><h1 class="home__tagline">The Smarter way to Master more.</h1><p title="</script>">Home</p></div>';

  function firstVisit(path: string, { learner = 'learner-1' as string | null, kept = null as HomeSnapshot | null } = {}) {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"><div data-static-landing>The landing</div></div>';
    window.history.replaceState(null, '', path);
    if (learner) localStorage.setItem('sb-127-auth-token', JSON.stringify({ access_token: 'token', user: { id: learner } }));
    if (kept) localStorage.setItem(HOME_SNAPSHOT_KEY, JSON.stringify(kept));
    new Function(landingBootScript(['/main.abc.js'], [], {}, frame))();
    return document.querySelector('body > [data-home-snapshot]');
  }

  it('paints Home’s frame for a signed-in learner with no kept picture, inert, and starts the app after', () => {
    const painted = firstVisit('/home');
    expect(painted?.querySelector('h1')?.textContent).toBe('The Smarter way to Master more.');
    // Carried whole through the inline script, whose text never holds what would end it early.
    expect(painted?.querySelector('p')?.title).toBe('</script>');
    expect(landingBootScript(['/main.abc.js'], [], {}, frame)).not.toMatch(/<\/script/i);
    expect([painted?.hasAttribute('inert'), painted?.getAttribute('aria-hidden')]).toEqual([true, 'true']);
    // Told apart from a kept picture of the learner's figures.
    expect(painted?.getAttribute('data-home-snapshot')).toBe('frame');
    expect(document.documentElement.hasAttribute('data-home-snapshot')).toBe(true);
    vi.advanceTimersByTime(100);
    expect([...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(['/main.abc.js']);
  });

  it('prefers the learner’s kept picture, and paints no frame for a visitor or at another address', () => {
    const build = appBuildId(['/main.abc.js']);
    const kept = { learner: 'learner-1', build, savedAt: Date.now() - 1000, html: '<p>Completed Sessions 3</p>', styles: [] };
    expect(firstVisit('/home', { kept })?.textContent).toBe('Completed Sessions 3');
    localStorage.clear();
    expect(firstVisit('/home', { learner: null })).toBeNull();
    expect(firstVisit('/settings')).toBeNull();
  });
});

describe('the sign-in page’s frame on a first visit', () => {
  const signInFrame = { html: '<div class="auth-page"><h1 class="auth-page__title">Sign In</h1><span class="aayra-input"></span></div>', css: '.auth-page{display:flex}' };

  function openSignIn(path: string, { signedIn = false } = {}) {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"><div data-static-landing>The landing</div></div>';
    window.history.replaceState(null, '', path);
    if (signedIn) localStorage.setItem('sb-127-auth-token', JSON.stringify({ access_token: 'token', user: { id: 'learner-1' } }));
    new Function(landingBootScript(['/main.abc.js'], [], {}, '', signInFrame))();
    return document.querySelector('body > [data-sign-in-frame]');
  }

  it('paints the sign-in page for a visitor at /login, inert, with its stylesheet, beside a hidden #root, then starts the app', () => {
    const painted = openSignIn('/login');
    expect(painted?.querySelector('h1')?.textContent).toBe('Sign In');
    expect(painted?.nextElementSibling?.id).toBe('root');
    expect([painted?.hasAttribute('inert'), painted?.getAttribute('aria-hidden')]).toEqual([true, 'true']);
    expect(document.documentElement.hasAttribute('data-sign-in-frame')).toBe(true);
    // Not Home's mark: the app lets Home's picture go when no one is signed in, as here.
    expect(document.querySelector('body > [data-home-snapshot]')).toBeNull();
    expect(document.querySelector('head > style[data-sign-in-frame]')?.textContent).toBe('.auth-page{display:flex}');
    vi.advanceTimersByTime(100);
    expect([...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(['/main.abc.js']);
    vi.advanceTimersByTime(HOME_SNAPSHOT_RELEASE_MS);
    expect(document.querySelector('[data-sign-in-frame]')).toBeNull();
    expect(document.documentElement.hasAttribute('data-sign-in-frame')).toBe(false);
  });

  it('paints no sign-in frame for a signed-in learner (sent on by the app), after an email link, or at another address', () => {
    expect(openSignIn('/login', { signedIn: true })).toBeNull();
    localStorage.clear();
    expect(openSignIn('/login#error_description=Email+link+is+invalid')).toBeNull();
    expect(openSignIn('/register')).toBeNull();
    expect(openSignIn('/home')).toBeNull();
  });
});
