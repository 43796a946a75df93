import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_PAGE, ARTICLE_SENTENCES, CHROME_WORDS } from './article-page.ts';
import { readStudyLink } from './read-study-link.ts';
import { STUDY_LINK_LIMITS, studyLinkOptions } from './study-link-settings.ts';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/article') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return response.end(ARTICLE_PAGE);
    }
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<html><head><title>Empty</title></head><body><nav><a href="/">Home</a></nav></body></html>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const testStack = (name: string) => ({ AAYRA_STUDY_LINK_ALLOW_LOOPBACK: '1' })[name];

describe('reading a study link', () => {
  it("answers the article's title, text, word count and first lines", async () => {
    const read = await readStudyLink(`${origin}/article#capturing-light`, studyLinkOptions(testStack));
    expect(read.finalUrl).toBe(`${origin}/article`);
    expect(read.title).toContain('How photosynthesis works');
    for (const sentence of ARTICLE_SENTENCES) expect(read.text).toContain(sentence);
    for (const word of CHROME_WORDS) expect(read.text).not.toContain(word);
    expect(read.wordCount).toBe(read.text.split(/\s+/).length);
    expect(read.wordCount).toBeGreaterThan(120);
    expect(read.excerpt.length).toBeLessThanOrEqual(301);
    expect(read.excerpt.endsWith('…')).toBe(true);
    expect(read.excerpt).toContain(ARTICLE_SENTENCES[0]);
    expect(read.text.replace(/\s+/g, ' ').startsWith(read.excerpt.slice(0, -1))).toBe(true);
  });

  it('refuses a page with no readable text', async () => {
    await expect(readStudyLink(`${origin}/empty`, studyLinkOptions(testStack))).rejects.toMatchObject({
      status: 422,
      message: 'This page has no readable text.',
    });
  });

  it('keeps the local page server out of reach unless the test setting is on', async () => {
    await expect(readStudyLink(`${origin}/article`, studyLinkOptions(() => undefined))).rejects.toMatchObject({ status: 403 });
  });

  it('uses the product limits by default; a test may only shorten the timeout', () => {
    expect(studyLinkOptions(() => undefined)).toMatchObject({ ...STUDY_LINK_LIMITS, allowLoopback: false });
    expect(STUDY_LINK_LIMITS).toEqual({ timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 });
    expect(studyLinkOptions((name) => (name === 'AAYRA_STUDY_LINK_TIMEOUT_MS' ? '1500' : undefined)).timeoutMs).toBe(1500);
    expect(studyLinkOptions((name) => (name === 'AAYRA_STUDY_LINK_TIMEOUT_MS' ? '60000' : undefined)).timeoutMs).toBe(10_000);
    expect(studyLinkOptions((name) => (name === 'AAYRA_STUDY_LINK_ALLOW_LOOPBACK' ? 'true' : undefined)).allowLoopback).toBe(false);
  });
});
