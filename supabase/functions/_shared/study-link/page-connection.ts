import type { ResolvedAddress } from '../network/checked-address.ts';
import { pinnedRequest, type PinnedResponse } from '../network/pinned-request.ts';

export interface PageRequest {
  url: URL;
  /** The checked address: the connection goes there and nowhere else. */
  address: ResolvedAddress;
  signal: AbortSignal;
}

export type ConnectToPage = (request: PageRequest) => Promise<PinnedResponse>;

/** Opens a study link's page on the checked address, asking for what the reader can read. */
export const connectToPage: ConnectToPage = ({ url, address, signal }) =>
  pinnedRequest({
    url,
    address,
    method: 'GET',
    headers: { Accept: 'text/html, text/plain;q=0.9', 'User-Agent': 'Aayra study link reader' },
    signal,
  });
