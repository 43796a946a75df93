import { useInsertionEffect } from 'react';
import { installStylesheet } from '@aayra/design-system/stylesheet';
import landingCss from './landing.css?raw';

/** The id of the landing's one <style> element; the prerendered page inlines it under the same id. */
export const LANDING_STYLE_ID = 'aayra-landing';
export const landingStylesheet: string = landingCss;

/** Adds the landing's stylesheet once, unless the prerendered page already carries it. */
export function useLandingStylesheet(): void {
  useInsertionEffect(() => installStylesheet(LANDING_STYLE_ID, landingStylesheet), []);
}
