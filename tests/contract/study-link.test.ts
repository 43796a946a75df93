/**
 * Study links through the real supabase-js: the read-study-link function fetches a learner's link
 * on the server, so it is a server-side request forgery surface. A learner's link (or a page it
 * redirects to) must never make the server reach a private, link-local or metadata address; huge,
 * slow and non-text pages are refused; and the function keeps serving after each.
 * The test stacks allow loopback (AAYRA_STUDY_LINK_ALLOW_LOOPBACK, set in global-setup.ts) so a
 * page server on 127.0.0.1 stands in for a website, and shorten the 10 s limit to 2 s.
 */
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStillServing } from './support/health';
import { clientFor, functionStacks, newLearner } from './support/stacks';
import { startWebsiteStandIn, type WebsiteStandIn } from '../support/website-stand-in';

const SENTENCES = [
  'The French Revolution began in 1789 when the Estates-General met at Versailles.',
  'Rising bread prices and a debt crisis left the monarchy unable to govern without reform.',
  'On 14 July 1789 crowds stormed the Bastille, a fortress that held arms and gunpowder.',
  'The Declaration of the Rights of Man and of the Citizen proclaimed liberty and equality before the law.',
];
const CHROME = ['Subscribe', 'Careers', 'Copyright', 'cookies', 'Trending'];
const ARTICLE = `<!doctype html><html><head><title>The French Revolution</title><style>p { margin: 0 }</style></head><body>
<div class="cookie-banner" role="dialog">We use cookies. <button>Accept cookies</button></div>
<header><nav><a href="/">Home</a> <a href="/subscribe">Subscribe</a> <a href="/careers">Careers</a></nav></header>
<main><article><h1>The French Revolution</h1>
${SENTENCES.map((sentence) => `<p>${sentence} Historians still debate how far the events of that year were planned and how far they were improvised by the people of Paris.</p>`).join('\n')}
</article></main>
<aside class="sidebar"><h3>Trending</h3><a href="/x">Trending now</a></aside>
<footer>Copyright 2026 History Today. <a href="/careers">Careers</a></footer>
<script>console.log('tracking')</script></body></html>`;

const PRIVATE = 'This link points to a private or local network address, which Aayra does not open.';
const MB = 1024 * 1024;

// The page server stands in for websites; it records the paths it is asked for.
let site: WebsiteStandIn;
let origin: string;
let requested: string[];

beforeAll(async () => {
  site = await startWebsiteStandIn({
    '/article': { body: ARTICLE },
    '/to-metadata': { redirectTo: 'http://169.254.169.254/latest/meta-data/iam/' },
    '/to-private': { redirectTo: 'http://10.0.0.1/admin' },
    '/huge': { contentType: 'text/html', body: `<p>${'word '.repeat((3 * MB) / 5)}</p>` },
    '/slow': { contentType: 'text/html', body: ARTICLE, delayMs: 4_000 },
    '/slides.pdf': { contentType: 'application/pdf', body: '%PDF-1.7\n' },
  });
  ({ origin, requested } = site);
});

afterAll(() => site.close());

async function refusalOf(client: SupabaseClient, url: string): Promise<{ status: number; error: string }> {
  const { data, error } = await client.functions.invoke('read-study-link', { body: { url } });
  expect(data).toBeNull();
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, error: ((await response.json()) as { error: string }).error };
}

describe.each(functionStacks)('study links on $name', (stack) => {
  let learner: SupabaseClient;
  beforeAll(async () => {
    learner = (await newLearner(stack, 'study-link')).client;
  });

  it.runIf(stack.local)('a learner reads a page into its title and article text, without navigation or footer', async () => {
    const { data, error } = await learner.functions.invoke('read-study-link', { body: { url: `${origin}/article` } });
    expect(error).toBeNull();
    expect(data.title).toBe('The French Revolution');
    expect(data.finalUrl).toBe(`${origin}/article`);
    for (const sentence of SENTENCES) expect(data.text).toContain(sentence);
    for (const word of CHROME) expect(data.text).not.toContain(word);
    expect(data.wordCount).toBe((data.text as string).split(/\s+/).length);
    expect(data.excerpt).toContain(SENTENCES[0]);
    expect((data.excerpt as string).length).toBeLessThanOrEqual(301);
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('attack: a page redirecting to the cloud metadata address is refused before the server goes there', async () => {
    const before = requested.filter((path) => path === '/to-metadata').length;
    expect(await refusalOf(learner, `${origin}/to-metadata`)).toEqual({ status: 403, error: PRIVATE });
    // The first page was fetched: the refusal came at the redirect, as the target was checked.
    expect(requested.filter((path) => path === '/to-metadata')).toHaveLength(before + 1);
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('attack: a page redirecting to a private network address is refused', async () => {
    const before = requested.filter((path) => path === '/to-private').length;
    expect(await refusalOf(learner, `${origin}/to-private`)).toEqual({ status: 403, error: PRIVATE });
    expect(requested.filter((path) => path === '/to-private')).toHaveLength(before + 1);
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('attack: private, metadata and encoded addresses given directly are refused', async () => {
    for (const url of ['http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[fd00::1]/', 'http://0xa9fea9fe/', 'http://[::ffff:192.168.0.1]/']) {
      expect(await refusalOf(learner, url)).toEqual({ status: 403, error: PRIVATE });
    }
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('a page larger than 2 MB is refused', async () => {
    expect(await refusalOf(learner, `${origin}/huge`)).toEqual({
      status: 413,
      error: 'This page is larger than 2 MB, which is more than Aayra reads from one link.',
    });
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('a page slower than the time limit is refused', async () => {
    expect(await refusalOf(learner, `${origin}/slow`)).toEqual({
      status: 422,
      error: 'This page took longer than 2 seconds to load, so Aayra stopped waiting.',
    });
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('a PDF link is refused with its type named', async () => {
    expect(await refusalOf(learner, `${origin}/slides.pdf`)).toEqual({
      status: 415,
      error: 'This link leads to content of type application/pdf; only web pages and plain text can be read.',
    });
    await expectStillServing(stack);
  });

  it('a link that is not http or https is refused', async () => {
    expect(await refusalOf(learner, 'file:///etc/passwd')).toEqual({ status: 400, error: 'Only http and https links can be read.' });
    await expectStillServing(stack);
  });

  it('a signed-out visitor cannot use the reader', async () => {
    expect(await refusalOf(clientFor(stack), 'https://example.com/')).toEqual({ status: 401, error: 'Sign in to add a link.' });
    await expectStillServing(stack);
  });
});

