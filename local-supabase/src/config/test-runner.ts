import { isIP } from 'node:net';
import { isLoopback } from './loopback';

/**
 * The loopback addresses a test run drives the stack from (its scripts, and the browser it
 * drives), from AAYRA_TEST_RUNNER_ADDRESSES (comma-separated). A suite signs in hundreds of times
 * from one address, the demo learner among them; the sign-in and sign-up allowance per address
 * (sign_in_sign_ups, anonymous_users) is not spent by these addresses, and every other address,
 * the suites' own learners and attackers on 127.x.y.z among them, is limited as config.toml says.
 * Unset (npm start, npm run dev, any deployment): no address is left out.
 */
export function testRunnerAddresses(value = process.env.AAYRA_TEST_RUNNER_ADDRESSES): string[] {
  const addresses = (value ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  for (const address of addresses) {
    if (!isIP(address) || !isLoopback(address)) {
      throw new Error(`AAYRA_TEST_RUNNER_ADDRESSES: ${address} is not a loopback address; only a test run on this machine may be left out of the sign-in limits`);
    }
  }
  return addresses.map(plainAddress);
}

/** A peer's address as the limits count it: an IPv4-mapped IPv6 address as plain IPv4. */
export function plainAddress(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}
