// The docs stay usable by a newcomer: every page is short enough to read at once, every decision
// record says whether it still stands, and every file the architecture page or an area page names
// exists, so a renamed or deleted file fails here instead of misleading the next reader.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenLinks, namedPaths, recordProblems, tableRows } from './docs-rules';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docs = join(root, 'docs');
const MAX_LINES = 150;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const pages = markdownFiles(docs);
const read = (path: string) => readFileSync(path, 'utf8');
const exists = (path: string) => existsSync(join(root, path));
const topLevel = new Set(readdirSync(root));
const areaPages = pages.filter((path) => dirname(path) === join(docs, 'areas'));
const records = pages.filter((path) => /\/decisions\/\d{4}-[^/]+\.md$/.test(path));
const recordNumbers = new Set(records.map((path) => relative(join(docs, 'decisions'), path).slice(0, 4)));

describe('the docs', () => {
  it('have the architecture page, area pages and decision records', () => {
    expect(exists('docs/architecture.md')).toBe(true);
    expect(areaPages.length).toBeGreaterThanOrEqual(10);
    expect(records.length).toBeGreaterThanOrEqual(50);
  });

  it.each(pages.map((path) => [relative(root, path), path]))('%s is at most 150 lines', (_name, path) => {
    const lines = read(path).split('\n').length - (read(path).endsWith('\n') ? 1 : 0);
    expect(lines).toBeLessThanOrEqual(MAX_LINES);
  });

  it.each(records.map((path) => [relative(root, path), path]))('%s has a status and its parts', (_name, path) => {
    expect(recordProblems(relative(join(docs, 'decisions'), path), read(path), recordNumbers)).toEqual([]);
  });

  it('names only files that exist in the architecture page', () => {
    const text = read(join(docs, 'architecture.md'));
    const named = namedPaths(text, topLevel);
    expect(named.length).toBeGreaterThanOrEqual(18);
    expect(named.filter((path) => !exists(path))).toEqual([]);
  });

  it.each(areaPages.map((path) => [relative(root, path), path]))('%s names only files that exist in its tables', (_name, path) => {
    const named = namedPaths(tableRows(read(path)), topLevel);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((file) => !exists(file))).toEqual([]);
  });

  it('link only to pages that exist', () => {
    const broken = pages.flatMap((path) => brokenLinks(read(path)).filter((link) => !existsSync(join(dirname(path), link))).map((link) => `${relative(root, path)} -> ${link}`));
    expect(broken).toEqual([]);
  });
});
