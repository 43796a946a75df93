import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { designSystemStylesheet } from './stylesheet';
import { DESIGN_SYSTEM_STYLE_ID, installDesignSystemStylesheet, installStylesheet } from './install';
import { installStudyStylesheet, STUDY_STYLE_ID, studyStylesheet } from './study-stylesheet';

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

/** The components whose rules travel with the study set's entry (components/study.ts). */
const studySet = ['FlipCard', 'StudyPager', 'FlashcardViewer', 'SelfGrade', 'QuizQuestion', 'QuizPerformance', 'StudySummary', 'StudyText', 'StudyItemDialog'];
const inStudySet = (file: string) => studySet.includes(file.split('/')[0]!);

describe('designSystemStylesheet', () => {
  it.each(componentCss)('includes $file, in the sheet of its entry alone', ({ file, css }) => {
    const [own, other] = inStudySet(file) ? [studyStylesheet, designSystemStylesheet] : [designSystemStylesheet, studyStylesheet];
    expect(own).toContain(css);
    expect(other).not.toContain(css);
  });

  it.each(componentCss)('$file uses tokens, never literal colours', ({ css }) => {
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i);
  });

  it('defines both palettes', () => {
    expect(designSystemStylesheet).toContain(":root[data-theme='light']");
    expect(designSystemStylesheet).toContain(":root[data-theme='dark']");
  });

  it('puts the study set’s rules right behind its own, before any app’s, whichever comes first', async () => {
    installStylesheet('aayra-shell', '.app{}');
    installStudyStylesheet();
    await installDesignSystemStylesheet();
    expect([...document.head.querySelectorAll('style')].map((style) => style.id)).toEqual([DESIGN_SYSTEM_STYLE_ID, STUDY_STYLE_ID, 'aayra-shell']);
    document.head.innerHTML = '';

    await installDesignSystemStylesheet();
    installStylesheet('aayra-shell', '.app{}');
    installStudyStylesheet();
    installStudyStylesheet();
    expect([...document.head.querySelectorAll('style')].map((style) => style.id)).toEqual([DESIGN_SYSTEM_STYLE_ID, STUDY_STYLE_ID, 'aayra-shell']);
    document.head.innerHTML = '';
  });

  it('is installed once, and not at all when a prerendered page already inlined it', async () => {
    await Promise.all([installDesignSystemStylesheet(), installDesignSystemStylesheet()]);
    expect(document.querySelectorAll(`#${DESIGN_SYSTEM_STYLE_ID}`)).toHaveLength(1);
    document.getElementById(DESIGN_SYSTEM_STYLE_ID)?.remove();
  });
});
