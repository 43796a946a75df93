import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { designSystemStylesheet } from './stylesheet';
import { DESIGN_SYSTEM_STYLE_ID, installDesignSystemStylesheet } from './install';

const componentsDir = join(import.meta.dirname, '..', 'components');
const componentCss = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(join(componentsDir, entry.name))
      .filter((file) => file.endsWith('.css'))
      .map((file) => ({
        file: `${entry.name}/${file}`,
        css: readFileSync(join(componentsDir, entry.name, file), 'utf8'),
      })),
  );

describe('designSystemStylesheet', () => {
  it.each(componentCss)('includes $file', ({ css }) => {
    expect(designSystemStylesheet).toContain(css);
  });

  it.each(componentCss)('$file uses tokens, never literal colours', ({ css }) => {
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i);
  });

  it('defines both palettes', () => {
    expect(designSystemStylesheet).toContain(":root[data-theme='light']");
    expect(designSystemStylesheet).toContain(":root[data-theme='dark']");
  });

  it('is installed once, and not at all when a prerendered page already inlined it', () => {
    installDesignSystemStylesheet();
    installDesignSystemStylesheet();
    expect(document.querySelectorAll(`#${DESIGN_SYSTEM_STYLE_ID}`)).toHaveLength(1);
    document.getElementById(DESIGN_SYSTEM_STYLE_ID)?.remove();
  });
});
