import { afterEach, describe, expect, it } from 'vitest';
import { DESIGN_SYSTEM_STYLE_ID, installDesignSystemStylesheet, installStylesheet } from './install';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('installing a stylesheet that travels as text', () => {
  it('adds it once, however many apps or roots ask', () => {
    installStylesheet('aayra-mf-test', '.a { color: red }');
    installStylesheet('aayra-mf-test', '.a { color: red }');
    expect(document.querySelectorAll('#aayra-mf-test')).toHaveLength(1);
    expect(document.getElementById('aayra-mf-test')?.textContent).toBe('.a { color: red }');
  });

  it('puts the design system first, so every app sheet can build on its tokens', async () => {
    installStylesheet('aayra-shell', '.shell {}');
    await installDesignSystemStylesheet();
    expect(document.head.firstElementChild?.id).toBe(DESIGN_SYSTEM_STYLE_ID);
  });

  it('leaves a sheet a prerendered page already inlined', async () => {
    document.head.innerHTML = `<style id="${DESIGN_SYSTEM_STYLE_ID}">/* inlined */</style>`;
    await installDesignSystemStylesheet();
    expect(document.querySelectorAll(`#${DESIGN_SYSTEM_STYLE_ID}`)).toHaveLength(1);
    expect(document.getElementById(DESIGN_SYSTEM_STYLE_ID)?.textContent).toBe('/* inlined */');
  });
});
