import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedRequest } from './pinned-request.ts';

// A real server on 127.0.0.1 that tells what it received; the URLs name hosts that do not exist,
// so an answer can only come from the address the request was pinned to.
interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let port: number;
const LOOPBACK = { address: '127.0.0.1', family: 4 };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/hang') return;
      const received: Received = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      response.writeHead(201, {
        'Content-Type': 'application/json',
        'X-Answered-By': 'the pinned address',
      });
      response.end(JSON.stringify(received));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((done) => server.close(() => done()));
});

async function text(body: AsyncIterable<Uint8Array>): Promise<string> {
  let all = '';
  for await (const chunk of body) all += Buffer.from(chunk).toString();
  return all;
}

describe('a request pinned to a checked address', () => {
  it('reaches the address it was given, naming the host of the URL in the Host header', async () => {
    const response = await pinnedRequest({
      url: new URL(`http://pages.invalid:${port}/notes?page=2`),
      address: LOOPBACK,
      method: 'GET',
      headers: { Accept: 'text/plain' },
      signal: AbortSignal.timeout(5_000),
    });
    expect(response.status).toBe(201);
    expect(response.headers['x-answered-by']).toBe('the pinned address');
    const received = JSON.parse(await text(response.body)) as Received;
    expect(received).toMatchObject({ method: 'GET', url: '/notes?page=2', body: '' });
    expect(received.headers).toMatchObject({ host: `pages.invalid:${port}`, accept: 'text/plain' });
  });

  it("posts a body with its headers, the Host header always the URL's own", async () => {
    const body = new TextEncoder().encode('An encrypted reminder');
    const response = await pinnedRequest({
      url: new URL(`http://push.invalid:${port}/send/device-1`),
      address: LOOPBACK,
      method: 'POST',
      headers: { 'Content-Length': body.byteLength, TTL: 900, Host: 'elsewhere.invalid' },
      body,
      signal: AbortSignal.timeout(5_000),
    });
    expect(response.status).toBe(201);
    const received = JSON.parse(await text(response.body)) as Received;
    expect(received).toMatchObject({
      method: 'POST',
      url: '/send/device-1',
      body: 'An encrypted reminder',
    });
    expect(received.headers).toMatchObject({ host: `push.invalid:${port}`, ttl: '900' });
  });

  it('gives up when its signal says time is up', async () => {
    const started = Date.now();
    await expect(
      pinnedRequest({
        url: new URL(`http://slow.invalid:${port}/hang`),
        address: LOOPBACK,
        method: 'GET',
        signal: AbortSignal.timeout(200),
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
