import { describe, expect, it, vi } from 'vitest';
import type { ResolvedAddress } from '../network/checked-address.ts';
import { PushEndpointRefused, pushTarget } from './push-endpoint.ts';

const NAMES: Record<string, ResolvedAddress[]> = {
  'fcm.googleapis.com': [{ address: '142.250.185.74', family: 4 }],
  'push.intranet.test': [{ address: '10.1.2.3', family: 4 }],
  'public-http.test': [{ address: '93.184.215.14', family: 4 }],
  localhost: [
    { address: '127.0.0.1', family: 4 },
    { address: '::1', family: 6 },
  ],
};

function resolver() {
  return vi.fn(async (hostname: string) => {
    const addresses = NAMES[hostname];
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses;
  });
}

async function refusal(endpoint: string, allowLoopback = false): Promise<string> {
  const error = await pushTarget(endpoint, allowLoopback, resolver()).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PushEndpointRefused);
  return (error as Error).message;
}

describe('where a push may go', () => {
  it("goes to the checked address of a push service's https endpoint", async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/device-token';
    await expect(pushTarget(endpoint, false, resolver())).resolves.toEqual({
      url: new URL(endpoint),
      address: { address: '142.250.185.74', family: 4 },
    });
  });

  it.each([
    ['not a push service', 'The push address is not a URL'],
    ['http://fcm.googleapis.com/fcm/send/1', 'The push address is not https'],
    ['ftp://fcm.googleapis.com/fcm/send/1', 'The push address is not https'],
    ['https://user:secret@fcm.googleapis.com/fcm/send/1', 'The push address carries credentials'],
    ['https://push.intranet.test/send/1', 'The push address is on a private or local network'],
    [
      'https://169.254.169.254/latest/meta-data/',
      'The push address is on a private or local network',
    ],
    ['https://localhost:8090/notify/1', 'The push address is on a private or local network'],
    ['https://no-such-push.test/send/1', 'The push service could not be found'],
  ])('refuses %s: %s', async (endpoint, message) => {
    expect(await refusal(endpoint)).toBe(message);
  });

  it('reaches a push test server on this machine, over http too, only with the test setting', async () => {
    await expect(
      pushTarget('http://localhost:8090/notify/1', true, resolver()),
    ).resolves.toMatchObject({
      address: { address: '127.0.0.1', family: 4 },
    });
    await expect(pushTarget('http://[::1]:8090/notify/1', true, resolver())).resolves.toMatchObject(
      {
        address: { address: '::1', family: 6 },
      },
    );
    expect(await refusal('http://localhost:8090/notify/1')).toBe('The push address is not https');
  });

  it('keeps plain http to this machine even with the test setting', async () => {
    expect(await refusal('http://public-http.test/send/1', true)).toBe(
      'The push address is not https',
    );
    expect(await refusal('http://push.intranet.test/send/1', true)).toBe(
      'The push address is on a private or local network',
    );
  });
});
