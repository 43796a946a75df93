import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingBootScript } from './landing-boot-script';

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
