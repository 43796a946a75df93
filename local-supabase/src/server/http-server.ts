import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hono } from 'hono';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { ANSWERED, REQUEST_DEADLINE_MS, type Area, type AreaEnv } from './area';
import { applyCors } from './cors';

/** What a websocket upgrade's handlers see: the request, its socket and the bytes read past its head. */
export type UpgradeEnv = { Bindings: { incoming: IncomingMessage; socket: Duplex; head: Buffer } };
/** The route table of websocket upgrades; each handler answers on the socket itself. */
export type Upgrades = Hono<UpgradeEnv>;

/** Answers an upgrade nobody takes, on the raw socket (there is no HTTP response to write to). */
export function refuseUpgrade(socket: Duplex, status: number, reason: string, message = reason): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Mounts each area's upgrade routes under its prefix; any other upgrade is a bare 404. */
export function composeUpgrades(areas: readonly { prefix: string; upgrades: Upgrades }[], log: (line: string) => void): Upgrades {
  const app = new Hono<UpgradeEnv>({ strict: false });
  for (const { prefix, upgrades } of areas) app.route(prefix, upgrades);
  app.all('*', (c) => {
    c.env.socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    return ANSWERED;
  });
  app.onError((error, c) => {
    log(`[server] upgrade failed: ${String(error)}`);
    c.env.socket.destroy();
    return ANSWERED;
  });
  return app;
}

export interface MountedArea {
  /** Where the area answers: /auth/v1, /rest/v1 ... */
  prefix: string;
  area: Area;
}

/** The whole stack's routes: each area under its prefix, with its own error handler. */
export function composeAreas(areas: readonly MountedArea[], root: Area): Hono<AreaEnv> {
  // One regular expression matches every route: Hono's default would fall back to its trie, about
  // 10 µs a request, whenever one route had a shape the expression cannot take.
  const app = new Hono<AreaEnv>({ router: new RegExpRouter() });
  for (const { prefix, area } of areas) app.route(prefix, area);
  app.route('/', root);
  // The expression is built at the first match: a route it cannot take fails here, at start-up.
  app.router.match('GET', '/');
  return app;
}

/**
 * What Hono reads of a request to route it: its method and URL. Handlers read headers and body from
 * Node's own request (c.env.incoming) and answer on Node's response, so no web Request or Response
 * is made for a request (@hono/node-server's adapter made both, about 15 µs a request, most of it
 * reading each answer's headers back), and no global Request or Response is replaced (edge
 * functions and in-process tests keep the platform's own).
 */
function routingRequest(incoming: IncomingMessage): Request {
  const host = incoming.headers.host;
  const origin = host && HOST.test(host) ? `http://${host}` : 'http://localhost';
  // Hono routes HEAD as GET anyway, and would copy the handler's answer into a new web Response;
  // handlers read the real method from Node's request, and Node sends no body for a HEAD.
  const method = incoming.method === 'HEAD' ? 'GET' : (incoming.method ?? 'GET');
  return { method, url: `${origin}${incoming.url ?? '/'}` } as Request;
}

/** A Host header fit to stand in a URL (a name or address, and a port); anything else reads as localhost. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Serves the composed areas on a Node HTTP server: CORS on every answer (a browser on another
 * origin reads errors too), and preflights answered before any area.
 */
export function attachHandlers(server: Server, app: Hono<AreaEnv>, upgrades: Upgrades | undefined, log: (line: string) => void): void {
  server.on('request', (req, res) => {
    req.on('error', () => res.destroy());
    res.on('error', () => req.destroy());
    applyCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    // Every handler answers on Node's response and every area its own errors (area.ts): anything
    // else reaching here is a bug of the server itself.
    Promise.resolve(app.fetch(routingRequest(req), { incoming: req, outgoing: res }))
      .then((response) => {
        if (response !== ANSWERED) throw new Error(`a handler returned an answer instead of sending it (${response.status})`);
      })
      .catch((error: unknown) => {
        log(`[server] request failed: ${String(error)}`);
        if (res.headersSent) res.destroy();
        else res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"Internal server error"}');
      });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (!upgrades) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const request = new Request(new URL(req.url ?? '/', 'http://localhost'), { method: req.method });
    Promise.resolve(upgrades.fetch(request, { incoming: req, socket, head })).catch((error: unknown) => {
      log(`[server] upgrade failed: ${String(error)}`);
      socket.destroy();
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
}

export function createHttpServer(): Server {
  const server = createServer();
  server.requestTimeout = REQUEST_DEADLINE_MS + 5_000;
  server.headersTimeout = 10_000;
  server.keepAliveTimeout = 5_000;
  return server;
}
