import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  indexEntries,
  openPreview,
  type IndexEntry,
  type PreviewWindow,
} from './storybook-preview';

// The built Storybook of @aayra/design-system, served statically by the Playwright config: what a
// designer reviewing the components on their own finds in it. Docs pages are read from the data
// they are drawn from (the index, and the preview's story store), not rendered one by one.

const FOUNDATIONS = ['Overview', 'Colour', 'Spacing and radii', 'Typography', 'Motion', 'Icons'];

/** One props table of a docs page: a component's docgen, and the rows the table draws from it. */
interface PropsTable {
  component: string;
  /** What react-docgen-typescript wrote into the build, for each prop. */
  docgen: { name: string; type: string }[];
  /** The type summary each row of the page's table shows. */
  rows: { name: string; type: string }[];
}

/** What a component's docs page shows: its description, and a props table per (sub)component. */
interface DocsPage {
  entry: IndexEntry;
  description: string;
  tables: PropsTable[];
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

/**
 * Each component docs page as Storybook's docs page builds it: the description of the stories'
 * meta, the primary (first) story's argTypes for the component's table, and the docs' own
 * `extractArgTypes` for each subcomponent's tab.
 */
async function componentDocsPages(page: Page): Promise<DocsPage[]> {
  const entries = (await indexEntries(page, 'docs')).filter(isComponentPage);
  const [firstStory] = await indexEntries(page, 'story');
  await openPreview(page, firstStory!.id, 'light');
  const pages = await page.evaluate(
    async (ids) => {
      interface Documented {
        displayName?: string;
        name?: string;
        __docgenInfo?: {
          displayName?: string;
          props?: Record<string, { type?: { name?: string }; tsType?: { name?: string } }>;
        };
      }
      type ArgTypes = Record<
        string,
        { table?: { disable?: boolean; type?: { summary?: string } } }
      >;
      interface Story {
        component?: Documented;
        subcomponents?: Record<string, Documented>;
        argTypes: ArgTypes;
        parameters: { docs: { extractArgTypes(component: Documented): ArgTypes } };
      }
      interface CsfFile {
        meta: { parameters?: { docs?: { description?: { component?: string } } } };
        stories: Record<string, unknown>;
      }
      const preview = (
        window as unknown as PreviewWindow & {
          __STORYBOOK_PREVIEW__: {
            storeInitializationPromise: Promise<void>;
            storyStoreValue: {
              loadCSFFileByStoryId(id: string): Promise<CsfFile>;
              storyFromCSFFile(query: { storyId: string; csfFile: CsfFile }): Story;
            };
          };
        }
      ).__STORYBOOK_PREVIEW__;
      await preview.storeInitializationPromise;
      const store = preview.storyStoreValue;

      const table = (component: Documented | undefined, argTypes: ArgTypes) => ({
        component:
          component?.__docgenInfo?.displayName ?? component?.displayName ?? component?.name ?? '?',
        docgen: Object.entries(component?.__docgenInfo?.props ?? {}).map(([name, prop]) => ({
          name,
          // react-docgen-typescript says `type.name`; react-docgen says `tsType.name`. A prop with
          // neither shows no type at all, which is no better than "unknown".
          type: prop.type?.name ?? prop.tsType?.name ?? 'unknown',
        })),
        rows: Object.entries(argTypes)
          .filter(([, argType]) => !argType.table?.disable)
          .map(([name, argType]) => ({ name, type: argType.table?.type?.summary ?? '' })),
      });
      const result = [];
      for (const id of ids) {
        const csfFile = await store.loadCSFFileByStoryId(id);
        const primary = store.storyFromCSFFile({
          storyId: Object.keys(csfFile.stories)[0]!,
          csfFile,
        });
        const { extractArgTypes } = primary.parameters.docs;
        result.push({
          description: csfFile.meta.parameters?.docs?.description?.component ?? '',
          tables: [
            table(primary.component, primary.argTypes),
            ...Object.values(primary.subcomponents ?? {}).map((sub) =>
              table(sub, extractArgTypes(sub)),
            ),
          ],
        });
      }
      return result;
    },
    entries.map((entry) => entry.id),
  );
  return pages.map((shown, at) => ({ entry: entries[at]!, ...shown }));
}

test('the Storybook has a Foundations section and a docs page for every component', async ({
  page,
}) => {
  const titles = (await indexEntries(page, 'docs')).map((entry) => entry.title);
  expect(titles.filter((title) => title.startsWith('Foundations/'))).toEqual(
    expect.arrayContaining(FOUNDATIONS.map((name) => `Foundations/${name}`)),
  );

  const covered = new Set(
    (await componentDocsPages(page)).flatMap((docs) => docs.tables.map((t) => t.component)),
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
  const pages = await componentDocsPages(page);
  expect(pages.length, 'component docs pages').toBeGreaterThan(30);

  const problems = pages.flatMap(({ entry, description, tables }) => [
    ...(description.includes('**When to use:**') && description.includes('**When not to use:**')
      ? []
      : [`${entry.title}: no "When to use" / "When not to use" in its description`]),
    ...tables.flatMap(({ component, docgen, rows }) => [
      // What the build embeds, including subcomponents whose tab a designer may never open...
      ...docgen
        .filter((prop) => prop.type === 'unknown')
        .map(
          (prop) => `${entry.title}: ${component}.${prop.name} is typed "unknown" in its docgen`,
        ),
      // ...and what the props table shows for each row.
      ...rows
        .filter((row) => row.type.trim() === 'unknown')
        .map(
          (row) => `${entry.title}: ${component}.${row.name} shows "unknown" in its props table`,
        ),
    ]),
  ]);
  expect(problems, problems.join('\n')).toEqual([]);
});
