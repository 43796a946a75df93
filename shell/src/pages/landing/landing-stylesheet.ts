import { useInsertionEffect } from 'react';
import landingCss from './landing.css?raw';

/** The id of the landing's one <style> element; the prerendered page inlines it under the same id. */
export const LANDING_STYLE_ID = 'aayra-landing';
export const landingStylesheet: string = landingCss;

/** Adds the landing's stylesheet once, unless the prerendered page already carries it. */
export function useLandingStylesheet(): void {
  useInsertionEffect(() => {
    if (document.getElementById(LANDING_STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = LANDING_STYLE_ID;
    style.textContent = landingStylesheet;
    document.head.append(style);
  }, []);
}
