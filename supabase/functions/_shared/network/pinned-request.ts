import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ResolvedAddress } from './checked-address.ts';

export interface PinnedRequest {
  url: URL;
  /** The checked address (checkedAddress): the connection goes there and nowhere else. */
  address: ResolvedAddress;
  method: 'GET' | 'POST';
  headers?: Record<string, string | number>;
  body?: Uint8Array;
  signal: AbortSignal;
}

export interface PinnedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: AsyncIterable<Uint8Array>;
  /** Stops reading (the rest of the answer is never downloaded). */
  close(): void;
}

/**
 * Sends the request to the checked address itself: the IP goes in as the host, so no name is
 * resolved again, while the Host header and TLS server name keep the URL's own name (the
 * certificate is still checked against it). Answers once the status and headers have arrived.
 */
export function pinnedRequest({
  url,
  address,
  method,
  headers = {},
  body,
  signal,
}: PinnedRequest): Promise<PinnedResponse> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? httpsRequest : httpRequest)(
      {
        host: address.address,
        family: address.family,
        port: url.port ? Number(url.port) : secure ? 443 : 80,
        path: `${url.pathname}${url.search}`,
        method,
        headers: { ...headers, Host: url.host },
        ...(secure ? { servername: url.hostname.replace(/^\[(.*)\]$/, '$1') } : {}),
        signal,
      },
      (response) => {
        // A read error reaches the reader through its iteration; this listener only keeps a late
        // one (the other side closed after Aayra stopped reading) from becoming an uncaught error.
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
    request.end(body);
  });
}
