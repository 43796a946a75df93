import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ResolvedAddress } from './checked-address.ts';

export interface PageRequest {
  url: URL;
  /** The checked address: the connection goes there and nowhere else. */
  address: ResolvedAddress;
  signal: AbortSignal;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: AsyncIterable<Uint8Array>;
  /** Stops reading (the rest of the page is never downloaded). */
  close(): void;
}

export type ConnectToPage = (request: PageRequest) => Promise<PageResponse>;

/**
 * Opens the page on the checked address itself: the IP goes in as the host, so no name is
 * resolved again, while the Host header and TLS server name keep the site's own name (the
 * certificate is still checked against it).
 */
export const connectToPage: ConnectToPage = ({ url, address, signal }) =>
  new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? httpsRequest : httpRequest)(
      {
        host: address.address,
        family: address.family,
        port: url.port ? Number(url.port) : secure ? 443 : 80,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: {
          Host: url.host,
          Accept: 'text/html, text/plain;q=0.9',
          'User-Agent': 'Aayra study link reader',
        },
        ...(secure ? { servername: url.hostname.replace(/^\[(.*)\]$/, '$1') } : {}),
        signal,
      },
      (response: IncomingMessage) => {
        // A read error reaches the reader through its iteration; this listener only keeps a late
        // one (the page closed after Aayra stopped reading) from becoming an uncaught error.
        response.on('error', () => {});
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: response,
          close: () => response.destroy(),
        });
      },
    );
    // Kept for the request's whole life: an error after the answer (the deadline's abort) is ignored.
    request.on('error', reject);
    request.end();
  });
