import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

export interface ReadableText {
  title: string;
  text: string;
}

// Elements whose text is a paragraph of its own; everything else flows inline.
const BLOCKS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'DD', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE',
  'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HR', 'LI', 'MAIN', 'OL', 'P', 'PRE', 'SECTION', 'TABLE', 'TD',
  'TH', 'TR', 'UL',
]);
// Page furniture. Readability drops most of it from a long article, but on a short page it keeps
// whatever text there is, menus included, so it is removed first.
const CHROME = 'script, style, noscript, template, nav, aside, form, iframe, svg, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"], [role="dialog"], [role="alertdialog"], [aria-hidden="true"]';
// A header or footer inside the article (its title, its byline) belongs to it; the site's do not.
const SITE_HEADER_FOOTER = 'header, footer';

interface QueryableDocument {
  querySelectorAll(selectors: string): ArrayLike<{ remove(): void; closest(selectors: string): unknown }>;
}

function withoutChrome<T extends QueryableDocument>(document: T): T {
  for (const element of Array.from(document.querySelectorAll(CHROME))) element.remove();
  for (const element of Array.from(document.querySelectorAll(SITE_HEADER_FOOTER))) {
    if (!element.closest('article')) element.remove();
  }
  return document;
}

interface TextNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<TextNode>;
}

/** The text of a DOM tree with a blank line between blocks and whitespace collapsed in each. */
function blockText(root: TextNode): string {
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    const paragraph = current.replace(/\s+/g, ' ').trim();
    if (paragraph) paragraphs.push(paragraph);
    current = '';
  };
  const walk = (node: TextNode) => {
    if (node.nodeType === 3) {
      current += node.textContent ?? '';
      return;
    }
    if (node.nodeName === 'SCRIPT' || node.nodeName === 'STYLE') return;
    const block = BLOCKS.has(node.nodeName);
    if (block) flush();
    for (const child of Array.from(node.childNodes)) walk(child);
    if (block) flush();
  };
  walk(root);
  flush();
  return paragraphs.join('\n\n');
}

/**
 * The article of an HTML page, as Firefox's reader view finds it (Readability over linkedom's
 * DOM): navigation, header, footer, sidebars, banners, scripts and styles are left out.
 */
export function readableHtml(html: string, pageUrl: string): ReadableText {
  const { document } = parseHTML(html);
  const pageTitle = (document.title ?? '').trim();
  const article = new Readability(withoutChrome(document) as unknown as Document, { charThreshold: 200 }).parse();
  if (article?.content) {
    const { document: content } = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`);
    const text = blockText(content.body as unknown as TextNode);
    if (text) return { title: (article.title ?? '').trim() || pageTitle || new URL(pageUrl).hostname, text };
  }
  // No article found: the body's own text, without the page furniture.
  const whole = withoutChrome(parseHTML(html).document);
  return { title: pageTitle || new URL(pageUrl).hostname, text: whole.body ? blockText(whole.body as unknown as TextNode) : '' };
}

/** A plain-text page is the material as it is; its title is the file's name, else the site's. */
export function readablePlainText(text: string, pageUrl: string): ReadableText {
  const url = new URL(pageUrl);
  const fileName = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  return {
    title: fileName || url.hostname,
    text: text.replace(/\r\n?/g, '\n').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim(),
  };
}
