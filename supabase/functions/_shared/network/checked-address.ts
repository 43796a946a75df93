import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addressRefusal } from './network-address.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver, every address it knows in its own order. */
export const lookupHost: ResolveHost = (hostname) =>
  lookup(hostname, { all: true, verbatim: true });

/**
 * Why an address was not checked: 'private' when the host is (or resolves to) the server itself,
 * its network or anything else addressRefusal refuses; 'not-found' when the name does not
 * resolve. Each caller turns it into its own sentence.
 */
export class AddressRefused extends Error {
  constructor(readonly reason: 'private' | 'not-found') {
    super(
      reason === 'private' ? 'The address is private or local' : 'The name could not be resolved',
    );
    this.name = 'AddressRefused';
  }
}

/**
 * The one address Aayra will connect to for this URL. Every address the host resolves to is
 * checked, not only the first: a name that answers with one public and one private address is
 * refused, so which one a connection would pick never matters. The caller connects to the
 * returned address itself (pinnedRequest), so a second DNS answer cannot replace it.
 */
export async function checkedAddress(
  url: URL,
  resolveHost: ResolveHost,
  allowLoopback: boolean,
): Promise<ResolvedAddress> {
  // [::1] loses its brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // localhost names are the server itself whatever a resolver says (a trailing dot changes nothing).
  const name = host.replace(/\.$/, '');
  if ((name === 'localhost' || name.endsWith('.localhost')) && !allowLoopback)
    throw new AddressRefused('private');
  const version = isIP(host);
  let addresses: ResolvedAddress[];
  try {
    addresses = version === 0 ? await resolveHost(host) : [{ address: host, family: version }];
  } catch {
    throw new AddressRefused('not-found');
  }
  const [first] = addresses;
  if (!first) throw new AddressRefused('not-found');
  if (addresses.some(({ address }) => addressRefusal(address, allowLoopback) !== null))
    throw new AddressRefused('private');
  return first;
}
