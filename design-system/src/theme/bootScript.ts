import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from './preference';

/**
 * Inline this in the HTML head, before any stylesheet paints, so the first frame already has the
 * learner's theme (no light flash for dark-mode users). It repeats the logic of preference.ts in
 * ES5 because it runs before any bundle; the test evaluates it against the same cases.
 */
export const themeBootScript = `(function(){try{var p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(p!=="light"&&p!=="dark"){p=window.matchMedia&&window.matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches?"dark":"light"}document.documentElement.setAttribute("data-theme",p)}catch(e){document.documentElement.setAttribute("data-theme","light")}})();`;
