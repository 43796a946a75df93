import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers for one path: a page, or a redirect elsewhere. */
export interface StandInPage {
  contentType?: string;
  body?: string;
  /** Answers with a 302 to this address instead of a page. */
  redirectTo?: string;
  /** Waits this long before answering, as a slow website does (given up when the caller leaves). */
  delayMs?: number;
}

export interface WebsiteStandIn {
  origin: string;
  /** Every path asked for, in order: proof of what the server did (or did not) fetch. */
  requested: string[];
  close(): Promise<void>;
}

/**
 * A page server on 127.0.0.1 that stands in for websites a learner links to. Paths are matched
 * without their query; anything else is a 404.
 */
export async function startWebsiteStandIn(pages: Record<string, StandInPage>): Promise<WebsiteStandIn> {
  const requested: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requested.push(path);
    const page = pages[path.split('?')[0] ?? path];
    if (!page) {
      response.writeHead(404);
      response.end();
      return;
    }
    const answer = () => {
      if (page.redirectTo) {
        response.writeHead(302, { Location: page.redirectTo });
        response.end();
        return;
      }
      response.writeHead(200, { 'Content-Type': page.contentType ?? 'text/html; charset=utf-8' });
      response.end(page.body ?? '');
    };
    if (!page.delayMs) return answer();
    const timer = setTimeout(answer, page.delayMs);
    response.once('close', () => clearTimeout(timer));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requested,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
