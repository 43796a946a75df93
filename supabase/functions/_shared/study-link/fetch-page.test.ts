import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResolvedAddress } from '../network/checked-address.ts';
import { fetchPage, type FetchPageOptions } from './fetch-page.ts';
import { connectToPage } from './page-connection.ts';
import { StudyLinkError } from './study-link-error.ts';

// A real page server on 127.0.0.1; names are answered by a resolver given to the reader, so no
// test ever sends a packet beyond this machine.
let server: Server;
let origin: string;
const MB = 1024 * 1024;

function page(response: ServerResponse, type: string, body: string | Buffer) {
  response.writeHead(200, { 'Content-Type': type });
  response.end(body);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) {
      const left = Number(hop[1]);
      if (left === 0) return page(response, 'text/plain; charset=utf-8', 'Arrived after the redirects.');
      response.writeHead(302, { Location: `/hop/${left - 1}` });
      return response.end();
    }
    if (path === '/to-metadata') {
      response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' });
      return response.end();
    }
    if (path === '/to-private-name') {
      response.writeHead(301, { Location: 'http://intranet.test/secrets' });
      return response.end();
    }
    if (path === '/to-file') {
      response.writeHead(302, { Location: 'file:///etc/passwd' });
      return response.end();
    }
    if (path === '/host') return page(response, 'text/plain', `Host was ${request.headers.host}`);
    if (path === '/notes.txt') return page(response, 'text/plain', 'Osmosis moves water across a membrane.');
    if (path === '/latin1') return page(response, 'text/plain; charset=iso-8859-1', Buffer.from('Café au lait', 'latin1'));
    if (path === '/big-declared') return page(response, 'text/html', Buffer.alloc(3 * MB, 'a'));
    if (path === '/big-streamed') {
      // No Content-Length: the reader has to count what arrives.
      response.writeHead(200, { 'Content-Type': 'text/html', 'Transfer-Encoding': 'chunked' });
      const chunk = Buffer.alloc(256 * 1024, 'b');
      let sent = 0;
      const more = () => {
        while (sent < 3 * MB && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return response.once('drain', more);
        }
        response.end();
      };
      return more();
    }
    if (path === '/slow') {
      const timer = setTimeout(() => page(response, 'text/html', '<p>Too late.</p>'), 3_000);
      return response.once('close', () => clearTimeout(timer));
    }
    if (path === '/slow-body') {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.write('The start arrives, ');
      const timer = setTimeout(() => response.end('the rest never in time.'), 3_000);
      return response.once('close', () => clearTimeout(timer));
    }
    if (path === '/slides.pdf') return page(response, 'application/pdf', '%PDF-1.7');
    if (path === '/untyped') {
      response.writeHead(200);
      return response.end('What is this?');
    }
    response.writeHead(404, { 'Content-Type': 'text/html' });
    response.end('<p>Not here.</p>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const NAMES: Record<string, ResolvedAddress[]> = {
  'pages.test': [{ address: '127.0.0.1', family: 4 }],
  'intranet.test': [{ address: '10.0.0.1', family: 4 }],
  'split.test': [
    { address: '93.184.215.14', family: 4 },
    { address: '192.168.0.10', family: 4 },
  ],
  'metadata.test': [{ address: 'fd00:ec2::254', family: 6 }],
};

function readerOptions(overrides: Partial<FetchPageOptions> = {}) {
  const resolveHost = vi.fn(async (hostname: string) => {
    const addresses = NAMES[hostname];
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses;
  });
  const connect = vi.fn(connectToPage);
  const options: FetchPageOptions = { resolveHost, connect, allowLoopback: true, timeoutMs: 10_000, maxBytes: 2 * MB, maxRedirects: 5, ...overrides };
  return { options, resolveHost, connect };
}

async function refusal(link: string, options: FetchPageOptions): Promise<StudyLinkError> {
  const error = await fetchPage(link, options).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StudyLinkError);
  return error as StudyLinkError;
}

describe('fetching a study link', () => {
  it('reads a plain-text page from the local page server', async () => {
    const { options } = readerOptions();
    await expect(fetchPage(`${origin}/notes.txt`, options)).resolves.toEqual({
      finalUrl: `${origin}/notes.txt`,
      kind: 'plain',
      text: 'Osmosis moves water across a membrane.',
    });
  });

  it('connects to the address it checked while keeping the site name in the Host header', async () => {
    const { options, resolveHost, connect } = readerOptions();
    const port = new URL(origin).port;
    const page = await fetchPage(`http://pages.test:${port}/host`, options);
    expect(page.text).toBe(`Host was pages.test:${port}`);
    expect(resolveHost).toHaveBeenCalledTimes(1);
    expect(connect.mock.calls[0]?.[0].address).toEqual({ address: '127.0.0.1', family: 4 });
  });

  it('decodes the charset the page declares', async () => {
    const { options } = readerOptions();
    expect((await fetchPage(`${origin}/latin1`, options)).text).toBe('Café au lait');
  });

  it('follows five redirects and refuses the sixth', async () => {
    const { options, connect } = readerOptions();
    const arrived = await fetchPage(`${origin}/hop/5`, options);
    expect(arrived).toMatchObject({ finalUrl: `${origin}/hop/0`, text: 'Arrived after the redirects.' });

    connect.mockClear();
    const error = await refusal(`${origin}/hop/6`, options);
    expect(error.message).toBe('This link redirects more than 5 times, so Aayra stopped following it.');
    expect(error.status).toBe(422);
    expect(connect).toHaveBeenCalledTimes(6);
  });

  it('refuses a redirect to the metadata address before connecting to it', async () => {
    const { options, connect } = readerOptions();
    const error = await refusal(`${origin}/to-metadata`, options);
    expect(error.status).toBe(403);
    expect(error.message).toBe('This link points to a private or local network address, which Aayra does not open.');
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('resolves a redirect target again and refuses a name that resolves to a private address', async () => {
    const { options, resolveHost, connect } = readerOptions();
    const error = await refusal(`${origin}/to-private-name`, options);
    expect(error.status).toBe(403);
    expect(resolveHost).toHaveBeenCalledWith('intranet.test');
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('refuses a redirect to a file: link', async () => {
    const { options } = readerOptions();
    expect((await refusal(`${origin}/to-file`, options)).message).toBe('Only http and https links can be read.');
  });

  it('refuses a name when any one of its addresses is private, without connecting', async () => {
    const { options, connect } = readerOptions();
    expect((await refusal('https://split.test/article', options)).status).toBe(403);
    expect((await refusal('https://metadata.test/latest', options)).status).toBe(403);
    expect(connect).not.toHaveBeenCalled();
  });

  it.each([
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://app.localhost/',
    'http://0.0.0.0/',
    'http://0/',
    'http://169.254.169.254/latest/meta-data/',
    'http://2852039166/',
    'http://0xa9.0xfe.0xa9.0xfe/',
    'http://[::ffff:169.254.169.254]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://10.0.0.1/',
    'http://012.0.0.1/',
    'http://192.168.0.1:8080/',
    'http://172.16.5.4/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
  ])('refuses %s without looking it up or connecting', async (link) => {
    const { options, resolveHost, connect } = readerOptions({ allowLoopback: false });
    const error = await refusal(link, options);
    expect(error.status).toBe(403);
    expect(resolveHost).not.toHaveBeenCalled();
    expect(connect).not.toHaveBeenCalled();
  });

  it('refuses the local page server itself when the loopback setting is off', async () => {
    const { options, connect } = readerOptions({ allowLoopback: false });
    expect((await refusal(`${origin}/notes.txt`, options)).status).toBe(403);
    expect(connect).not.toHaveBeenCalled();
  });

  it.each(['file:///etc/passwd', 'ftp://pages.test/notes.txt', 'javascript:alert(1)', 'gopher://pages.test/', 'not a link', 'http://user:secret@pages.test/'])(
    'refuses %s as a link it cannot read',
    async (link) => {
      const { options, resolveHost, connect } = readerOptions();
      expect((await refusal(link, options)).status).toBe(400);
      expect(resolveHost).not.toHaveBeenCalled();
      expect(connect).not.toHaveBeenCalled();
    },
  );

  it('refuses a page larger than 2 MB, whether it says so or not', async () => {
    const { options } = readerOptions();
    for (const path of ['/big-declared', '/big-streamed']) {
      const error = await refusal(`${origin}${path}`, options);
      expect(error.status).toBe(413);
      expect(error.message).toBe('This page is larger than 2 MB, which is more than Aayra reads from one link.');
    }
  });

  it('gives up on a page that does not answer in time, and on one whose body trickles', async () => {
    const { options } = readerOptions({ timeoutMs: 400 });
    for (const path of ['/slow', '/slow-body']) {
      const started = Date.now();
      const error = await refusal(`${origin}${path}`, options);
      expect(error.message).toBe('This page took longer than 0.4 seconds to load, so Aayra stopped waiting.');
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('refuses content other than web pages and plain text, naming its type', async () => {
    const { options } = readerOptions();
    const pdf = await refusal(`${origin}/slides.pdf`, options);
    expect(pdf.status).toBe(415);
    expect(pdf.message).toBe('This link leads to content of type application/pdf; only web pages and plain text can be read.');
    expect((await refusal(`${origin}/untyped`, options)).message).toBe(
      'This link leads to content of an unknown type; only web pages and plain text can be read.',
    );
  });

  it("passes on the website's own error", async () => {
    const { options } = readerOptions();
    expect((await refusal(`${origin}/missing`, options)).message).toBe('This page could not be read: the website answered with error 404.');
  });

  it('says so when a name cannot be found', async () => {
    const { options } = readerOptions();
    expect((await refusal('https://no-such-site.test/', options)).message).toBe('This website could not be found; check the link.');
  });

  it('does not blame a good link when the server itself is offline', async () => {
    const resolveHost = vi.fn(async (hostname: string) => {
      throw Object.assign(new Error(`getaddrinfo EAI_AGAIN ${hostname}`), { code: 'EAI_AGAIN' });
    });
    const { options } = readerOptions({ resolveHost });
    const error = await refusal('https://en.wikipedia.test/wiki/Photosynthesis', options);
    expect(error.message).toBe('Aayra could not reach the internet to read this page; try again in a moment.');
    expect(error.message).not.toMatch(/check the link/);
  });
});
