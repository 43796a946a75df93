import { AddressRefused, checkedAddress, type ResolvedAddress, type ResolveHost } from '../network/checked-address.ts';
import type { PinnedResponse as PageResponse } from '../network/pinned-request.ts';
import type { ConnectToPage } from './page-connection.ts';
import { PRIVATE_ADDRESS_MESSAGE, StudyLinkError } from './study-link-error.ts';
import { studyLinkUrl } from './study-link-url.ts';

export interface FetchPageOptions {
  resolveHost: ResolveHost;
  connect: ConnectToPage;
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export interface FetchedPage {
  finalUrl: string;
  kind: 'html' | 'plain';
  text: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const READABLE_TYPES: Record<string, FetchedPage['kind']> = { 'text/html': 'html', 'text/plain': 'plain' };

function header(response: PageResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

function tooLarge(maxBytes: number): StudyLinkError {
  return new StudyLinkError(413, `This page is larger than ${megabytes(maxBytes)}, which is more than Aayra reads from one link.`);
}

/** Waits for work, unless the link's time is up first. */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function readBody(response: PageResponse, maxBytes: number, charset: string): Promise<string> {
  const declared = Number(header(response, 'content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.close();
    throw tooLarge(maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    // Stop at the cap: a page that never ends (or lies about its length) is not read further.
    if (size > maxBytes) {
      response.close();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes);
}

function contentTypeOf(response: PageResponse): { type: string; charset: string } {
  const raw = header(response, 'content-type') ?? '';
  const [type = '', ...parameters] = raw.split(';').map((part) => part.trim());
  const charset = parameters.find((parameter) => /^charset=/i.test(parameter))?.replace(/^charset=["']?|["']$/gi, '') ?? 'utf-8';
  return { type: type.toLowerCase(), charset };
}

/** The address to connect to for this hop, or the sentence the learner sees about it. */
async function pageAddress(url: URL, options: FetchPageOptions): Promise<ResolvedAddress> {
  try {
    return await checkedAddress(url, options.resolveHost, options.allowLoopback);
  } catch (error) {
    if (!(error instanceof AddressRefused)) throw error;
    if (error.reason === 'private') throw new StudyLinkError(403, PRIVATE_ADDRESS_MESSAGE);
    // Aayra's own connection is down: the link may be right, and trying again later is the remedy.
    if (error.reason === 'unreachable') throw new StudyLinkError(503, 'Aayra could not reach the internet to read this page; try again in a moment.');
    throw new StudyLinkError(422, 'This website could not be found; check the link.');
  }
}

async function followLink(startUrl: URL, options: FetchPageOptions, signal: AbortSignal): Promise<FetchedPage> {
  let url = startUrl;
  for (let redirects = 0; ; redirects += 1) {
    // Checked on every hop: a public page may redirect to a private address.
    const address = await beforeDeadline(pageAddress(url, options), signal);
    let response: PageResponse;
    try {
      response = await beforeDeadline(options.connect({ url, address, signal }), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new StudyLinkError(422, 'This page could not be reached; check the link or try again later.');
    }

    if (REDIRECTS.has(response.status)) {
      response.close();
      const location = header(response, 'location');
      if (!location) throw new StudyLinkError(422, 'This page redirects without saying where to.');
      if (redirects >= options.maxRedirects) {
        throw new StudyLinkError(422, `This link redirects more than ${options.maxRedirects} times, so Aayra stopped following it.`);
      }
      url = studyLinkUrl(new URL(location, url).href);
      continue;
    }
    if (response.status < 200 || response.status >= 300) {
      response.close();
      throw new StudyLinkError(422, `This page could not be read: the website answered with error ${response.status}.`);
    }

    const { type, charset } = contentTypeOf(response);
    const kind = READABLE_TYPES[type];
    if (!kind) {
      response.close();
      throw new StudyLinkError(415, `This link leads to ${type ? `content of type ${type}` : 'content of an unknown type'}; only web pages and plain text can be read.`);
    }
    const text = await beforeDeadline(readBody(response, options.maxBytes, charset), signal);
    return { finalUrl: url.href, kind, text };
  }
}

/**
 * Downloads a study link's page: each hop's host checked before any connection, at most
 * maxRedirects redirects, maxBytes of body, only HTML and plain text, and timeoutMs for it all.
 */
export async function fetchPage(link: string, options: FetchPageOptions): Promise<FetchedPage> {
  const url = studyLinkUrl(link);
  const controller = new AbortController();
  const seconds = Math.round(options.timeoutMs / 100) / 10;
  const timeUp = new StudyLinkError(422, `This page took longer than ${seconds} seconds to load, so Aayra stopped waiting.`);
  const timer = setTimeout(() => controller.abort(timeUp), options.timeoutMs);
  try {
    return await followLink(url, options, controller.signal);
  } catch (error) {
    // Whatever failed once the time was up failed because of it.
    throw controller.signal.aborted ? timeUp : error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
