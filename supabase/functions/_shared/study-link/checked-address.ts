import { isIP } from 'node:net';
import { addressRefusal } from './network-address.ts';
import { PRIVATE_ADDRESS_MESSAGE, StudyLinkError } from './study-link-error.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to (node:dns/promises lookup with all: true in production). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

/** A URL's host name as an address or a name to resolve ([::1] loses its brackets). */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The one address Aayra will connect to for this URL. Every address the host resolves to is
 * checked, not only the first: a name that answers with one public and one private address is
 * refused, so which one a connection would pick never matters. The caller connects to the
 * returned address itself, so a second DNS answer cannot replace it.
 */
export async function checkedAddress(url: URL, resolveHost: ResolveHost, allowLoopback: boolean): Promise<ResolvedAddress> {
  const host = hostOf(url);
  // localhost names are the server itself whatever a resolver says (a trailing dot changes nothing).
  const name = host.replace(/\.$/, '');
  if ((name === 'localhost' || name.endsWith('.localhost')) && !allowLoopback) {
    throw new StudyLinkError(403, PRIVATE_ADDRESS_MESSAGE);
  }
  const version = isIP(host);
  let addresses: ResolvedAddress[];
  if (version !== 0) {
    addresses = [{ address: host, family: version }];
  } else {
    try {
      addresses = await resolveHost(host);
    } catch {
      throw new StudyLinkError(422, 'This website could not be found; check the link.');
    }
  }
  if (addresses.length === 0) throw new StudyLinkError(422, 'This website could not be found; check the link.');
  for (const { address } of addresses) {
    if (addressRefusal(address, allowLoopback) !== null) throw new StudyLinkError(403, PRIVATE_ADDRESS_MESSAGE);
  }
  return addresses[0] as ResolvedAddress;
}
