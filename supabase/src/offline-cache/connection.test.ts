import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { RECHECK_MS, fetchNotingConnection, isOffline } from './connection';

const BACKEND = 'https://backend.example';

/** A network the test can cut: while cut every request fails as fetch fails offline. */
function network() {
  const seen: string[] = [];
  const state = { cut: false };
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    seen.push(String(input));
    if (state.cut) throw new TypeError('Failed to fetch');
    return new Response('{}', { status: 200 });
  }) as unknown as typeof fetch;
  return { state, seen, fetchImpl };
}

describe('the connection to the backend', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    onlineManager.setOnline(true);
  });
  afterEach(async () => {
    onlineManager.setOnline(true);
    // The next check sees the page online and stops checking.
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    vi.useRealTimers();
  });

  it('counts a request that fails on the network as offline, though the browser says online', async () => {
    const net = network();
    const backendFetch = fetchNotingConnection(BACKEND, net.fetchImpl);
    net.state.cut = true;
    await expect(backendFetch(`${BACKEND}/rest/v1/studysessions`)).rejects.toThrow('Failed to fetch');
    expect(isOffline()).toBe(true);
  });

  it('is back online when a check of the backend gets an answer, and stops checking', async () => {
    const net = network();
    const backendFetch = fetchNotingConnection(BACKEND, net.fetchImpl);
    net.state.cut = true;
    await backendFetch(`${BACKEND}/rest/v1/studysessions`).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(isOffline()).toBe(true);
    expect(net.seen.at(-1)).toBe(`${BACKEND}/auth/v1/health`);

    net.state.cut = false;
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(isOffline()).toBe(false);
    const checks = net.seen.length;
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 3);
    expect(net.seen).toHaveLength(checks);
  });

  it('is back online as soon as any request gets an answer', async () => {
    const net = network();
    const backendFetch = fetchNotingConnection(BACKEND, net.fetchImpl);
    net.state.cut = true;
    await backendFetch(`${BACKEND}/rest/v1/studysessions`).catch(() => undefined);
    net.state.cut = false;
    await backendFetch(`${BACKEND}/rest/v1/studysessions`);
    expect(isOffline()).toBe(false);
  });

  it('leaves an offline spell the browser reported to the browser, whatever answers arrive', async () => {
    const net = network();
    const backendFetch = fetchNotingConnection(BACKEND, net.fetchImpl);
    onlineManager.setOnline(false);
    await backendFetch(`${BACKEND}/rest/v1/studysessions`);
    expect(isOffline()).toBe(true);
  });

  it('does not count a request the page cancelled, nor an error answer, as offline', async () => {
    const cancelled = fetchNotingConnection(BACKEND, (async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    }) as typeof fetch);
    await expect(cancelled(`${BACKEND}/rest/v1/studysessions`)).rejects.toThrow('aborted');
    const refused = fetchNotingConnection(BACKEND, (async () => new Response('{}', { status: 503 })) as typeof fetch);
    expect((await refused(`${BACKEND}/rest/v1/studysessions`)).status).toBe(503);
    expect(isOffline()).toBe(false);
  });
});
