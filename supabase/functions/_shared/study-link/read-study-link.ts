import { fetchPage, type FetchPageOptions } from './fetch-page.ts';
import { readableHtml, readablePlainText } from './readable-text.ts';
import { StudyLinkError } from './study-link-error.ts';

/** What the learner sees of a link before submitting it, and the text that becomes material. */
export interface StudyLinkText {
  title: string;
  text: string;
  wordCount: number;
  excerpt: string;
  finalUrl: string;
}

const EXCERPT_LENGTH = 300;

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function wordCountOf(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reads a study link into readable text, or throws a StudyLinkError the learner can act on. */
export async function readStudyLink(link: string, options: FetchPageOptions): Promise<StudyLinkText> {
  const page = await fetchPage(link, options);
  const { title, text } = page.kind === 'html' ? readableHtml(page.text, page.finalUrl) : readablePlainText(page.text, page.finalUrl);
  const wordCount = wordCountOf(text);
  if (wordCount === 0) throw new StudyLinkError(422, 'This page has no readable text.');
  return { title, text, wordCount, excerpt: excerptOf(text), finalUrl: page.finalUrl };
}
