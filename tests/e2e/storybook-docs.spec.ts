import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// The built Storybook of @aayra/design-system, served statically by the Playwright config: what a
// designer reviewing the components on their own finds in it.
const storybookUrl = (process.env.AAYRA_STORYBOOK_URL ?? 'http://127.0.0.1:6006').replace(
  /\/$/,
  '',
);

const FOUNDATIONS = ['Overview', 'Colour', 'Spacing and radii', 'Typography', 'Motion', 'Icons'];

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** A component's docgen: what the props table and the controls are built from. */
interface DocgenSummary {
  component: string;
  props: { name: string; type: string }[];
}

/** Every component the package exports, by name, read from its public entry point. */
function exportedComponents(): string[] {
  const source = readFileSync(
    new URL('../../design-system/src/components/index.ts', import.meta.url),
    'utf8',
  );
  const names = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  );
  // Components are PascalCase; constants (TOAST_LIMIT) and helpers (getInitials) are not.
  return names.filter((name) => /^[A-Z][a-z]/.test(name));
}

/** A component's generated docs page, as opposed to a written (MDX) page such as the Foundations. */
const isComponentPage = (entry: IndexEntry) =>
  Boolean(entry.tags?.includes('autodocs') && !entry.tags.includes('unattached-mdx'));

async function docsEntries(page: Page): Promise<IndexEntry[]> {
  const response = await page.request.get(`${storybookUrl}/index.json`);
  expect(response.ok(), 'index.json is served').toBe(true);
  const index = (await response.json()) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'docs');
}

/** The component (and subcomponents) each component docs page documents, with their props' types. */
async function documentedComponents(
  page: Page,
  docsIds: string[],
): Promise<Record<string, DocgenSummary[]>> {
  await page.goto(
    `${storybookUrl}/iframe.html?id=${encodeURIComponent(docsIds[0]!)}&viewMode=docs`,
  );
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
  return page.evaluate(async (ids) => {
    interface Docgen {
      displayName?: string;
      props?: Record<
        string,
        { name: string; type?: { name?: string }; tsType?: { name?: string } }
      >;
    }
    type Documented = { displayName?: string; name?: string; __docgenInfo?: Docgen };
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          storeInitializationPromise: Promise<void>;
          storyStoreValue: {
            loadCSFFileByStoryId(id: string): Promise<{
              meta: { component?: Documented; subcomponents?: Record<string, Documented> };
            }>;
          };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    await preview.storeInitializationPromise;
    const summary = (
      component: Documented,
    ): { component: string; props: { name: string; type: string }[] } => ({
      component:
        component.__docgenInfo?.displayName ?? component.displayName ?? component.name ?? '?',
      props: Object.entries(component.__docgenInfo?.props ?? {}).map(([name, prop]) => ({
        name,
        // react-docgen-typescript says `type.name`; react-docgen says `tsType.name`. A prop with
        // neither shows no type at all, which is no better than "unknown".
        type: prop.type?.name ?? prop.tsType?.name ?? 'unknown',
      })),
    });
    const result: Record<string, ReturnType<typeof summary>[]> = {};
    for (const id of ids) {
      const { meta } = await preview.storyStoreValue.loadCSFFileByStoryId(id);
      result[id] = [meta.component, ...Object.values(meta.subcomponents ?? {})]
        .filter((component): component is Documented => Boolean(component))
        .map(summary);
    }
    return result;
  }, docsIds);
}

/** Shows a docs page in the already loaded preview and waits until it has rendered. */
async function showDocs(page: Page, docsId: string): Promise<void> {
  const outcome = await page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, listener: (...args: unknown[]) => void): void;
              off(event: string, listener: (...args: unknown[]) => void): void;
              emit(event: string, ...args: unknown[]): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const settle = (result: string) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(result);
        };
        const listeners: Array<[string, (...args: unknown[]) => void]> = [
          ['docsRendered', (renderedId) => renderedId === id && settle('rendered')],
          ['storyErrored', (error) => settle(`errored: ${JSON.stringify(error)}`)],
          ['storyMissing', () => settle('missing')],
        ];
        for (const [event, listener] of listeners) channel.on(event, listener);
        setTimeout(() => settle('timed out'), 30_000);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
      }),
    docsId,
  );
  expect(outcome, `docs page ${docsId} renders`).toBe('rendered');
}

test('the Storybook has a Foundations section and a docs page for every component', async ({
  page,
}) => {
  const entries = await docsEntries(page);
  const titles = entries.map((entry) => entry.title);
  expect(titles.filter((title) => title.startsWith('Foundations/'))).toEqual(
    expect.arrayContaining(FOUNDATIONS.map((name) => `Foundations/${name}`)),
  );

  const componentPages = entries.filter(isComponentPage);
  const documented = await documentedComponents(
    page,
    componentPages.map((entry) => entry.id),
  );
  const covered = new Set(
    Object.values(documented).flatMap((components) => components.map((c) => c.component)),
  );
  // The icons are one set, shown together on the Icons pages rather than one page each.
  expect(titles).toEqual(expect.arrayContaining(['Utilities/Icons', 'Foundations/Icons']));
  const missing = exportedComponents()
    .filter((name) => !/^Icon[A-Z]/.test(name) || name === 'IconButton')
    .filter((name) => !covered.has(name));
  expect(missing, `components without a docs page: ${missing.join(', ')}`).toEqual([]);
});

test('no prop of any component is typed "unknown", and each docs page says when to use it', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  const componentPages = (await docsEntries(page)).filter(isComponentPage);
  expect(componentPages.length, 'component docs pages').toBeGreaterThan(30);

  // What the build embeds for every component and subcomponent, including tabs a page does not open.
  const documented = await documentedComponents(
    page,
    componentPages.map((entry) => entry.id),
  );
  const unknownInDocgen = Object.values(documented).flatMap((components) =>
    components.flatMap(({ component, props }) =>
      props.filter((prop) => prop.type === 'unknown').map((prop) => `${component}.${prop.name}`),
    ),
  );
  expect.soft(unknownInDocgen, `props typed "unknown": ${unknownInDocgen.join(', ')}`).toEqual([]);

  // What a designer sees: the props table on each docs page, type summary last in its second column.
  // The pages are switched inside one loaded preview, as Storybook's own sidebar does.
  const problems: string[] = [];
  for (const entry of componentPages) {
    await test.step(entry.title, async () => {
      // The first page is the one the preview was opened on: asking for it again renders nothing.
      if (entry !== componentPages[0]) await showDocs(page, entry.id);
      const content = page.locator('.sbdocs-content');
      await expect(content.locator('h1').first()).toHaveText(entry.title.split('/').pop()!);
      const text = await content.innerText();
      if (!text.includes('When to use:') || !text.includes('When not to use:')) {
        problems.push(`${entry.title}: no "When to use" / "When not to use" in its description`);
      }
      if (documented[entry.id]!.some((component) => component.props.length > 0)) {
        const table = content.locator('.docblock-argstable').first();
        await expect(table.locator('tbody tr').first()).toBeVisible();
        const types = await table
          .locator('tbody tr > td:nth-child(2) > div:last-child')
          .allInnerTexts();
        for (const type of types)
          if (type.trim() === 'unknown') problems.push(`${entry.title}: a prop typed "unknown"`);
      }
    });
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
