// Lighthouse as the benchmarks run it: on a headless Chromium of its own, figures as medians.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromiumArgs, findBrowser } from '../../../tooling/scripts/find-browser.mjs';

/** Chromium for Lighthouse, by chrome-launcher (it comes with lighthouse: resolved from there, not declared twice). */
export async function launchChromeForLighthouse() {
  const fromLighthouse = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
  const { launch } = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
  return launch({ chromePath: findBrowser(), chromeFlags: ['--headless=new', ...chromiumArgs] });
}

/** Each figure's median over runs (objects with the same numeric keys). */
export function medianOf(results) {
  const middle = (key) => results.map((result) => result[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, middle(key)]));
}
