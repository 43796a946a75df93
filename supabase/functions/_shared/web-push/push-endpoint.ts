import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addressRefusal } from '../study-link/network-address.ts';

/** Where one push goes: the endpoint, and the one checked address the connection uses. */
export interface PushTarget {
  url: URL;
  address: string;
  family: number;
}

export type ResolvePushHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

const resolveHost: ResolvePushHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

export class PushEndpointRefused extends Error {}

/**
 * A push endpoint is an address a browser handed over, so it is checked like a study link before
 * the server posts to it: https only, and every address its host resolves to must be public (the
 * push services all are). The connection then goes to the checked address, so a second DNS answer
 * cannot point it at the server's own network. With allowLoopback (test stacks only) a push test
 * server on 127.0.0.1 or localhost may be reached over plain http, and nothing else.
 */
export async function pushTarget(
  endpoint: string,
  allowLoopback: boolean,
  resolve: ResolvePushHost = resolveHost,
): Promise<PushTarget> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointRefused('The push address is not a URL');
  }
  if (url.username || url.password)
    throw new PushEndpointRefused('The push address carries credentials');
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:')) {
    throw new PushEndpointRefused('The push address is not https');
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  const isLocalName = host === 'localhost' || host.endsWith('.localhost');
  if (isLocalName && !allowLoopback)
    throw new PushEndpointRefused('The push address is on this server');
  const version = isIP(host);
  let addresses: { address: string; family: number }[];
  try {
    addresses = version ? [{ address: host, family: version }] : await resolve(host);
  } catch {
    throw new PushEndpointRefused('The push service could not be found');
  }
  if (addresses.length === 0) throw new PushEndpointRefused('The push service could not be found');
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, allowLoopback);
    if (refusal) throw new PushEndpointRefused(`The push address is ${refusal}`);
    // Plain http is only ever the test server on this machine.
    if (url.protocol === 'http:' && addressRefusal(address) !== 'loopback') {
      throw new PushEndpointRefused('The push address is not https');
    }
  }
  const [first] = addresses as [{ address: string; family: number }];
  return { url, address: first.address, family: first.family };
}
