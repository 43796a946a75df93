import {
  AddressRefused,
  checkedAddress,
  lookupHost,
  type ResolvedAddress,
  type ResolveHost,
} from '../network/checked-address.ts';
import { addressRefusal } from '../network/network-address.ts';

/** Where one push goes: the endpoint, and the one checked address the connection uses. */
export interface PushTarget {
  url: URL;
  address: ResolvedAddress;
}

/** Why a push was not sent to this endpoint, in the sentence the settings page shows. */
export class PushEndpointRefused extends Error {}

const REFUSALS: Record<AddressRefused['reason'], string> = {
  private: 'The push address is on a private or local network',
  'not-found': 'The push service could not be found',
  unreachable: 'The push service could not be reached: the server is offline',
};

/**
 * A push endpoint is an address a browser handed over, so it is checked like a study link before
 * the server posts to it: https only, no credentials, and every address its host resolves to must
 * be public (the push services all are). With allowLoopback (test stacks only) a push test server
 * on this machine may be reached, over plain http too, and nothing else.
 */
export async function pushTarget(
  endpoint: string,
  allowLoopback: boolean,
  resolveHost: ResolveHost = lookupHost,
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
  let address: ResolvedAddress;
  try {
    address = await checkedAddress(url, resolveHost, allowLoopback);
  } catch (error) {
    if (error instanceof AddressRefused) throw new PushEndpointRefused(REFUSALS[error.reason]);
    throw error;
  }
  // Plain http is only ever the test server on this machine.
  if (url.protocol === 'http:' && addressRefusal(address.address) !== 'loopback') {
    throw new PushEndpointRefused('The push address is not https');
  }
  return { url, address };
}
