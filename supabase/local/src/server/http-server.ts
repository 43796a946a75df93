import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AreaHandler, ServerContext } from './context';
import { applyCors } from './cors';
import { sendError, type Area } from './error-response';
import { HttpError } from './http-error';
import { sendJson } from './send';

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer, ctx: ServerContext) => Promise<void>;

export interface Areas {
  auth: AreaHandler;
  rest: AreaHandler;
  realtime?: AreaHandler;
  functions?: AreaHandler;
  storage?: AreaHandler;
  upgrade?: UpgradeHandler;
}

const PREFIXES: [string, Exclude<Area, 'root'>][] = [
  ['/auth/v1', 'auth'],
  ['/rest/v1', 'rest'],
  ['/realtime/v1', 'realtime'],
  ['/functions/v1', 'functions'],
  ['/storage/v1', 'storage'],
];
/** A request still unanswered after this gets a 504, so no client waits forever. */
const REQUEST_DEADLINE_MS = 30_000;

function areaOf(path: string): { area: Area; subpath: string } {
  for (const [prefix, area] of PREFIXES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return { area, subpath: path.slice(prefix.length) || '/' };
  }
  return { area: 'root', subpath: path };
}

export function attachHandlers(server: Server, ctx: ServerContext, areas: Areas, log: (line: string) => void): void {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    applyCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const { area, subpath } = areaOf(path);
    const deadline = setTimeout(() => {
      sendError(res, area, new HttpError(504, 'timeout', 'The request took too long'), log);
    }, REQUEST_DEADLINE_MS);
    try {
      if (area === 'root') {
        if (path === '/' || path === '/health') return sendJson(res, 200, { name: 'aayra-local-supabase', status: 'ok' });
        throw new HttpError(404, 'not_found', `Nothing is served at ${path}`);
      }
      const handler = areas[area];
      if (!handler) throw new HttpError(404, 'not_found', `${area} is not available on this stack`);
      await handler(req, res, subpath, ctx);
    } catch (error) {
      sendError(res, area, error, log);
    } finally {
      clearTimeout(deadline);
    }
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    req.on('error', () => res.destroy());
    res.on('error', () => req.destroy());
    void handle(req, res);
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!areas.upgrade || !path.startsWith('/realtime/v1/')) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    areas.upgrade(req, socket, head, ctx).catch((error: unknown) => {
      log(`[server] realtime upgrade failed: ${String(error)}`);
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
