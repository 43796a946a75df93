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
 * resolve; 'unreachable' when no resolver answered (the server is offline or its DNS is down),
 * which says nothing of the link. Each caller turns it into its own sentence.
 */
export class AddressRefused extends Error {
  constructor(readonly reason: 'private' | 'not-found' | 'unreachable') {
    super(
      reason === 'private' ? 'The address is private or local' : reason === 'unreachable' ? 'No resolver answered' : 'The name could not be resolved',
    );
    this.name = 'AddressRefused';
  }
}

// getaddrinfo's answers when it reached no resolver (EAI_AGAIN: "temporary failure"), as Node
// and Deno's node:dns report them; ENOTFOUND is a name that does not exist.
const RESOLVER_DOWN: ReadonlySet<string> = new Set(['EAI_AGAIN', 'ECONNREFUSED', 'ETIMEOUT', 'ETIMEDOUT', 'ENETUNREACH']);

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
  } catch (error) {
    throw new AddressRefused(RESOLVER_DOWN.has((error as { code?: unknown }).code as string) ? 'unreachable' : 'not-found');
  }
  const [first] = addresses;
  if (!first) throw new AddressRefused('not-found');
  if (addresses.some(({ address }) => addressRefusal(address, allowLoopback) !== null))
    throw new AddressRefused('private');
  return first;
}
