import { describe, expect, it, vi } from 'vitest';
import { AddressRefused, checkedAddress, type ResolvedAddress } from './checked-address.ts';

const NAMES: Record<string, ResolvedAddress[]> = {
  'public.test': [
    { address: '93.184.215.14', family: 4 },
    { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
  ],
  'split.test': [
    { address: '93.184.215.14', family: 4 },
    { address: '10.0.0.7', family: 4 },
  ],
  'loopback.test': [{ address: '127.0.0.1', family: 4 }],
  'empty.test': [],
};

function resolver() {
  return vi.fn(async (hostname: string) => {
    const addresses = NAMES[hostname];
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses;
  });
}

async function refusal(link: string, allowLoopback = false): Promise<AddressRefused['reason']> {
  const error = await checkedAddress(new URL(link), resolver(), allowLoopback).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AddressRefused);
  return (error as AddressRefused).reason;
}

describe('the address Aayra connects to for a URL', () => {
  it("is the name's first address once every one of them is public", async () => {
    const resolveHost = resolver();
    await expect(
      checkedAddress(new URL('https://public.test/page'), resolveHost, false),
    ).resolves.toEqual({
      address: '93.184.215.14',
      family: 4,
    });
    expect(resolveHost).toHaveBeenCalledWith('public.test');
  });

  it('is the address itself, without asking a resolver, when the URL names one', async () => {
    const resolveHost = resolver();
    await expect(
      checkedAddress(new URL('https://[2606:4700:4700::1111]/'), resolveHost, false),
    ).resolves.toEqual({
      address: '2606:4700:4700::1111',
      family: 6,
    });
    await expect(checkedAddress(new URL('http://8.8.8.8/'), resolveHost, false)).resolves.toEqual({
      address: '8.8.8.8',
      family: 4,
    });
    expect(resolveHost).not.toHaveBeenCalled();
  });

  it('is refused as private when any one address of the name is', async () => {
    expect(await refusal('https://split.test/')).toBe('private');
    expect(await refusal('https://loopback.test/')).toBe('private');
    expect(await refusal('http://169.254.169.254/latest/meta-data/')).toBe('private');
    expect(await refusal('http://[::ffff:10.0.0.1]/')).toBe('private');
  });

  it('is refused as private for localhost names, whatever a resolver would say', async () => {
    for (const link of ['http://localhost/', 'http://LOCALHOST./', 'https://push.localhost/']) {
      const resolveHost = resolver();
      await expect(checkedAddress(new URL(link), resolveHost, false)).rejects.toMatchObject({
        reason: 'private',
      });
      expect(resolveHost).not.toHaveBeenCalled();
    }
  });

  it('is not found when the name does not resolve or resolves to nothing', async () => {
    expect(await refusal('https://no-such-site.test/')).toBe('not-found');
    expect(await refusal('https://empty.test/')).toBe('not-found');
  });

  it('tells a resolver that did not answer (the server offline) from a name that does not exist', async () => {
    const offline = vi.fn(async () => {
      throw Object.assign(new Error('getaddrinfo EAI_AGAIN public.test'), { code: 'EAI_AGAIN' });
    });
    const error = await checkedAddress(new URL('https://public.test/'), offline, false).catch((thrown: unknown) => thrown);
    expect((error as AddressRefused).reason).toBe('unreachable');
    const missing = vi.fn(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' });
    });
    const absent = await checkedAddress(new URL('https://nowhere.test/'), missing, false).catch((thrown: unknown) => thrown);
    expect((absent as AddressRefused).reason).toBe('not-found');
  });

  it('may be this machine with the test setting, and still never a private network', async () => {
    await expect(
      checkedAddress(new URL('http://loopback.test:8090/'), resolver(), true),
    ).resolves.toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    await expect(checkedAddress(new URL('http://[::1]:8090/'), resolver(), true)).resolves.toEqual({
      address: '::1',
      family: 6,
    });
    expect(await refusal('https://split.test/', true)).toBe('private');
    expect(await refusal('http://192.168.1.1/', true)).toBe('private');
  });
});
